import { describe, expect, it } from 'vitest';
import { BoundedTtlCache } from './bounded-ttl-cache';

describe('BoundedTtlCache', () => {
  it('loads once per key while fresh and never holds more than its cap', async () => {
    const cache = new BoundedTtlCache<number>(60_000, 3);
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return n;
    };
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    expect(loads).toBe(1);
    for (const key of ['b', 'c', 'd', 'e']) await cache.get(key, load(0));
    expect(cache.size).toBe(3);
    // "a" was the oldest: it was dropped and loads again.
    expect(await cache.get('a', load(5))).toBe(5);
  });

  it('does not keep a failed load', async () => {
    const cache = new BoundedTtlCache<number>(60_000, 10);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
