import { describe, expect, it } from 'vitest';
import { mailRetryDelay, retriesExhausted } from './retry';

const production = { baseMs: 1_000, maxMs: 3_600_000, lifetimeMs: 24 * 3_600_000 };

describe('mail retry policy', () => {
  it('doubles from one second up to one hour', () => {
    expect([1, 2, 3, 12, 13, 30].map((n) => mailRetryDelay(production, n))).toEqual([1_000, 2_000, 4_000, 2_048_000, 3_600_000, 3_600_000]);
  });

  it('keeps trying for at least 24 hours, then gives up', () => {
    let waited = 0;
    let attempts = 1;
    while (!retriesExhausted(production, 0, waited)) waited += mailRetryDelay(production, attempts++);
    expect(waited).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(waited).toBeLessThan(25 * 3_600_000);
    expect(attempts).toBeGreaterThan(30);
    expect(attempts).toBeLessThan(40);
  });
});
