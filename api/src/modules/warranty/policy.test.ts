import { describe, expect, it } from 'vitest';
import { addMonths, claimRefusal, coverageOf, type Claim, type SitePolicy } from './policy';

const day = (d: string) => new Date(`${d}T12:00:00Z`);
const LIFETIME: SitePolicy = { extendedMonths: null, wording: 'lifetime' };
const EXTENDED: SitePolicy = { extendedMonths: 18 + 36, wording: '18+36' };
const cover = (purchase: string, today: string, registered: SitePolicy | null = null, claims: Claim[] = []) =>
  coverageOf({ purchaseDate: day(purchase), registered, claims, today: day(today) });

describe('warranty policy: 12 months for everyone', () => {
  it('covers 12 months from the purchase day, the deadline day included', () => {
    expect(cover('2025-03-10', '2026-03-10')).toEqual({ status: 'under warranty', deadline: '2026-03-10', coverage: 'standard', freeReplacementsLeft: 2 });
    expect(cover('2025-03-10', '2026-03-11')).toMatchObject({ status: 'out of warranty', deadline: '2026-03-10', coverage: 'standard' });
  });

  it('counts calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-02-28', 12)).toBe('2024-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 54)).toBe('2030-05-30');
  });
});

describe('warranty policy: a registered email extends it', () => {
  it('gives the conditional lifetime warranty where the site policy says lifetime', () => {
    expect(cover('2015-06-01', '2026-11-23', LIFETIME)).toEqual({
      status: 'under warranty',
      deadline: 'lifetime',
      coverage: 'lifetime',
      freeReplacementsLeft: 2,
    });
  });

  it('gives 18+36 months (54 from purchase) on the sites whose policy says so', () => {
    expect(cover('2024-01-15', '2028-07-15', EXTENDED)).toMatchObject({ status: 'under warranty', deadline: '2028-07-15', coverage: 'extended' });
    expect(cover('2024-01-15', '2028-07-16', EXTENDED)).toMatchObject({ status: 'out of warranty', deadline: '2028-07-15' });
  });

  it('never shortens the 12 months', () => {
    expect(cover('2026-01-01', '2026-06-01', { extendedMonths: 6, wording: '6' })).toMatchObject({ deadline: '2027-01-01', coverage: 'standard' });
  });
});

describe('warranty policy: replacements, exchanges and refunds', () => {
  it('a replacement gets 90 days when less than that remained', () => {
    const claims: Claim[] = [{ kind: 'replacement', at: day('2026-02-20') }];
    expect(cover('2025-03-01', '2026-05-21', null, claims)).toEqual({
      status: 'under warranty',
      deadline: '2026-05-21',
      coverage: 'replacement',
      freeReplacementsLeft: 1,
    });
    expect(cover('2025-03-01', '2026-05-22', null, claims)).toMatchObject({ status: 'out of warranty', deadline: '2026-05-21' });
  });

  it('a replacement keeps the remaining coverage when that is longer than 90 days', () => {
    const claims: Claim[] = [{ kind: 'exchange', at: day('2025-06-01') }];
    expect(cover('2025-03-01', '2025-07-01', null, claims)).toMatchObject({ deadline: '2026-03-01', coverage: 'standard', freeReplacementsLeft: 1 });
    // Lifetime stays lifetime.
    expect(cover('2020-03-01', '2026-07-01', LIFETIME, claims)).toMatchObject({ deadline: 'lifetime', coverage: 'lifetime' });
  });

  it('counts two free replacements (replacements and exchanges alike), in date order', () => {
    const claims: Claim[] = [
      { kind: 'exchange', at: day('2026-04-01') },
      { kind: 'replacement', at: day('2026-01-10') },
    ];
    expect(cover('2025-03-01', '2026-05-01', null, claims)).toMatchObject({ deadline: '2026-06-30', freeReplacementsLeft: 0 });
  });

  it('a refunded product loses cover, lifetime included', () => {
    const claims: Claim[] = [
      { kind: 'replacement', at: day('2026-01-10') },
      { kind: 'refund', at: day('2026-03-02') },
    ];
    expect(cover('2025-12-01', '2026-03-03', LIFETIME, claims)).toEqual({
      status: 'out of warranty',
      deadline: '2026-03-02',
      coverage: 'refunded',
      freeReplacementsLeft: 0,
    });
  });
});

describe('recording claims', () => {
  const purchase = day('2026-01-01');

  it('refuses a third free replacement or exchange, with the reason', () => {
    const two: Claim[] = [
      { kind: 'replacement', at: day('2026-02-01') },
      { kind: 'exchange', at: day('2026-03-01') },
    ];
    expect(claimRefusal('replacement', day('2026-04-01'), purchase, two.slice(0, 1))).toBeNull();
    expect(claimRefusal('exchange', day('2026-04-01'), purchase, two)).toMatch(/2 free replacements/);
    expect(claimRefusal('replacement', day('2026-04-01'), purchase, two)).toMatch(/third one is not free/);
    // A refund is still possible after two replacements.
    expect(claimRefusal('refund', day('2026-04-01'), purchase, two)).toBeNull();
  });

  it('refuses anything after a refund, and claims dated before the purchase', () => {
    expect(claimRefusal('replacement', day('2026-05-01'), purchase, [{ kind: 'refund', at: day('2026-04-01') }])).toMatch(/refunded on 2026-04-01/);
    expect(claimRefusal('refund', day('2025-12-31'), purchase, [])).toMatch(/before the purchase date/);
  });
});
