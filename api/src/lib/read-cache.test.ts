import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCache } from './read-cache';

// lru-cache reads the clock through `perf` and debounces it with a timer: fake timers move both.
const clock = { now: () => Date.now() };

describe('readCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once per key until the entry expires', async () => {
    const cache = readCache<number>({ ttl: 300_000, max: 10, perf: clock });
    const load = vi.fn(async () => 42);
    expect(await cache.memo('sites', { context: load })).toBe(42);
    expect(await cache.memo('sites', { context: load })).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299_000);
    await cache.memo('sites', { context: load });
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await cache.memo('sites', { context: load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives concurrent misses for one key the same load', async () => {
    const cache = readCache<number>({ ttl: 60_000, max: 10, perf: clock });
    let finish = (_: number) => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const first = cache.memo('menu:1', { context: load });
    const second = cache.memo('menu:1', { context: load });
    finish(3);
    expect(await Promise.all([first, second])).toEqual([3, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never holds more than its cap; the least recently used entry goes', async () => {
    const cache = readCache<number>({ ttl: 60_000, max: 3, perf: clock });
    let loads = 0;
    const load = (n: number) => async () => {
      loads++;
      return n;
    };
    expect(await cache.memo('a', { context: load(1) })).toBe(1);
    expect(await cache.memo('a', { context: load(2) })).toBe(1);
    expect(loads).toBe(1);
    for (const key of ['b', 'c', 'd', 'e']) await cache.memo(key, { context: load(0) });
    expect(cache.size).toBe(3);
    expect([...cache.keys()].sort()).toEqual(['c', 'd', 'e']);
    // "c" is read again, so "d" is now the least recently used; "a" was dropped and loads again.
    expect(await cache.memo('c', { context: load(9) })).toBe(0);
    expect(await cache.memo('a', { context: load(5) })).toBe(5);
    expect(loads).toBe(6);
    expect([...cache.keys()].sort()).toEqual(['a', 'c', 'e']);
  });

  it('does not keep a failed load', async () => {
    const cache = readCache<number>({ ttl: 60_000, max: 10, perf: clock });
    await expect(cache.memo('x', { context: () => Promise.reject(new Error('db down')) })).rejects.toThrow('db down');
    expect(cache.has('x')).toBe(false);
    expect(await cache.memo('x', { context: async () => 7 })).toBe(7);
  });
});
