import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once per key until the entry expires', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>(300_000);
      const load = vi.fn(async () => 42);
      await cache.get('sites', load);
      await cache.get('sites', load);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(300_001);
      await cache.get('sites', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
