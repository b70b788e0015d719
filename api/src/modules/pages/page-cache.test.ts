import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import type { PageCopy } from './page-copy';

const copy = (bytes: number): PageCopy => {
  const body = Buffer.alloc(bytes, 'a');
  return {
    status: 200,
    contentType: 'text/html',
    csp: "script-src 'self'",
    bodies: { identity: body, br: body, gzip: body },
    etags: { identity: '"a"', br: '"a-br"', gzip: '"a-gz"' },
    bytes,
  };
};

const DAY = 86_400_000;
const TIMES = { freshMs: 60_000, graceMs: 30_000, ifErrorMs: DAY };

describe('the page cache', () => {
  it('forgets the oldest page past its bound in bytes', () => {
    const page = copy(1_000);
    // Room for four pages: the fifth pushes the oldest out.
    const cache = new PageCache(TIMES, 4_000);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) cache.set(path, page, 0);
    expect(cache.entries).toBe(4);
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/b', 1)?.copy).toBe(page);
    expect(cache.get('/e', 1)).toEqual({ copy: page, fresh: true });
  });

  it('serves an expired copy as stale during the grace period, then forgets it', () => {
    const page = copy(10);
    const cache = new PageCache(TIMES, 1_000);
    cache.set('/index?site=us', page, 0);
    expect(cache.get('/index?site=us', 59_999)?.fresh).toBe(true);
    expect(cache.get('/index?site=us', 60_000)).toEqual({ copy: page, fresh: false });
    expect(cache.get('/index?site=us', 89_999)?.fresh).toBe(false);
    expect(cache.get('/index?site=us', 90_000)).toBeUndefined();
    // Past the grace period it is no hit, but still there for a render that fails.
    expect(cache.entries).toBe(1);
  });

  it('keeps the last copy for a failed render until its stale-if-error horizon, then forgets it', () => {
    const page = copy(10);
    const cache = new PageCache(TIMES, 1_000);
    cache.set('/products?site=de', page, 0);
    expect(cache.get('/products?site=de', 120_000)).toBeUndefined();
    // A render failed at 120 s: the copy stands in, and is a stale hit for the next 5 s.
    expect(cache.lastGood('/products?site=de', 5_000, 120_000)).toBe(page);
    expect(cache.get('/products?site=de', 124_999)).toEqual({ copy: page, fresh: false });
    expect(cache.get('/products?site=de', 125_000)).toBeUndefined();
    // Never past the horizon (fresh 60 s + 24 h).
    expect(cache.lastGood('/products?site=de', 5_000, 60_000 + DAY - 1)).toBe(page);
    expect(cache.lastGood('/products?site=de', 5_000, 60_000 + DAY)).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('has no last copy of an address never rendered, nor after a clear', () => {
    const cache = new PageCache(TIMES, 1_000);
    expect(cache.lastGood('/index?site=fr', 5_000, 0)).toBeUndefined();
    cache.set('/index?site=fr', copy(10), 0);
    cache.clear();
    expect(cache.lastGood('/index?site=fr', 5_000, 1)).toBeUndefined();
  });
});
