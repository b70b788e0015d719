import { describe, expect, it } from 'vitest';
import { issueProblem } from './problem';
import { parseStrictDate, parseStrictDateTime, strictDateField, strictDateTimeField } from './strict-date';

describe('strict dates: only what exists on the calendar, inside a sane window', () => {
  it('reads real dates and date-times', () => {
    expect(parseStrictDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseStrictDateTime('2026-11-24 23:59:59')).toBe(Date.UTC(2026, 10, 24, 23, 59, 59));
  });

  it('refuses what JavaScript would roll over and Postgres would refuse', () => {
    for (const value of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '0000-01-01'])
      expect(parseStrictDate(value)).toBeUndefined();
    for (const value of ['2026-13-01 10:00:00', '2026-02-30 10:00:00', '2026-01-01 24:00:00', '2026-01-01 10:60:00', '2026-01-01 10:00:60'])
      expect(parseStrictDateTime(value)).toBeUndefined();
  });

  it('refuses other shapes', () => {
    for (const value of ['2026-1-01', '26-01-01', '2026-01-01T10:00:00', '2026-01-01 10:00', '+02026-01-01', ' 2026-01-01', '２０２６-01-01']) {
      expect(parseStrictDate(value)).toBeUndefined();
      expect(parseStrictDateTime(value)).toBeUndefined();
    }
  });

  it('keeps a field inside its window: from 2015, up to two days ahead of the clock', () => {
    const now = () => Date.UTC(2026, 10, 24, 12, 0, 0);
    const field = strictDateTimeField({ now });
    expect(field.safeParse(' 2026-11-25 23:00:00 ').data).toBe('2026-11-25 23:00:00');
    expect(field.safeParse('2015-01-01 00:00:00').success).toBe(true);
    expect(field.safeParse('2014-12-31 23:59:59').error?.issues.map(issueProblem)).toEqual(['date']);
    expect(field.safeParse('2026-11-27 12:00:01').error?.issues.map(issueProblem)).toEqual(['date']);
    expect(field.safeParse('2026-02-30 10:00:00').success).toBe(false);

    const anyFuture = strictDateField({ earliest: '2000-01-01', aheadDays: null, now });
    expect(anyFuture.safeParse('2099-12-31').success).toBe(true);
    expect(anyFuture.safeParse('1999-12-31').success).toBe(false);
    expect(anyFuture.safeParse('2099-02-29').success).toBe(false);
  });
});

describe('strict dates agree with the calendar', () => {
  it('gives the same instant as Date for every day from 1999 to 2100, and refuses the day after the last of each month', () => {
    const wrong: string[] = [];
    let days = 0;
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2101, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      days++;
      if (parseStrictDate(day) !== t || parseStrictDateTime(`${day} 23:59:59`) !== t + 86_399_000) wrong.push(day);
      const last = new Date(t + 86_400_000).getUTCDate() === 1;
      if (last && parseStrictDate(`${day.slice(0, 8)}${Number(day.slice(8)) + 1}`) !== undefined) wrong.push(`${day} + 1`);
    }
    expect(days).toBe(102 * 365 + 25);
    expect(wrong).toEqual([]);
  });
});
