import { describe, expect, it } from 'vitest';
import { inLocalTimeWindow } from './local-time-window';

const at = (iso: string) => Date.parse(iso);

describe('inLocalTimeWindow: the day of local_time within one day of the server UTC date', () => {
  it('takes yesterday, today and tomorrow, from their first second to their last, at any time of the UTC day', () => {
    for (const now of [at('2026-03-10T00:00:00Z'), at('2026-03-10T12:00:00Z'), at('2026-03-10T23:59:59.999Z')])
      for (const localTime of [
        '2026-03-09 00:00:00',
        '2026-03-09 23:59:59',
        '2026-03-10 00:00:00',
        '2026-03-10 23:59:59',
        '2026-03-11 00:00:00',
        '2026-03-11 23:59:59',
      ])
        expect({ now, localTime, taken: inLocalTimeWindow(localTime, now) }).toEqual({ now, localTime, taken: true });
  });

  it('refuses the day before yesterday and the day after tomorrow, to the second', () => {
    for (const now of [at('2026-03-10T00:00:00Z'), at('2026-03-10T23:59:59.999Z')])
      for (const localTime of [
        '2026-03-08 23:59:59',
        '2026-03-12 00:00:00',
        '2026-03-07 12:00:00',
        '2026-03-13 12:00:00',
        '2015-01-01 00:00:00',
        '2099-12-31 23:59:59',
      ])
        expect({ now, localTime, taken: inLocalTimeWindow(localTime, now) }).toEqual({ now, localTime, taken: false });
  });

  it('reads every time zone right at the turn of the UTC day: UTC+14 is already a day ahead, UTC-12 still a day behind', () => {
    // 2026-03-10 23:30 UTC is 2026-03-11 13:30 in Kiritimati (UTC+14); 00:30 UTC is 2026-03-09 12:30 on Baker Island (UTC-12).
    expect(inLocalTimeWindow('2026-03-11 13:30:00', at('2026-03-10T23:30:00Z'))).toBe(true);
    expect(inLocalTimeWindow('2026-03-09 12:30:00', at('2026-03-10T00:30:00Z'))).toBe(true);
  });

  it('crosses months, years and February 29th', () => {
    expect(inLocalTimeWindow('2024-02-29 10:00:00', at('2024-03-01T01:00:00Z'))).toBe(true);
    expect(inLocalTimeWindow('2024-02-28 10:00:00', at('2024-03-01T01:00:00Z'))).toBe(false);
    expect(inLocalTimeWindow('2027-01-01 00:10:00', at('2026-12-31T20:00:00Z'))).toBe(true);
    expect(inLocalTimeWindow('2026-12-31 23:50:00', at('2027-01-01T04:00:00Z'))).toBe(true);
    expect(inLocalTimeWindow('2026-12-30 23:59:59', at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuses a day that does not exist', () => {
    expect(inLocalTimeWindow('2026-02-30 10:00:00', at('2026-03-01T12:00:00Z'))).toBe(false);
  });
});
