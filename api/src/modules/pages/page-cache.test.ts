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

describe('the page cache', () => {
  it('forgets the oldest page past its bound in bytes', () => {
    const page = copy(1_000);
    // Room for four pages: the fifth pushes the oldest out.
    const cache = new PageCache(60_000, 30_000, 4_000);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) cache.set(path, page, 0);
    expect(cache.entries).toBe(4);
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/b', 1)?.copy).toBe(page);
    expect(cache.get('/e', 1)).toEqual({ copy: page, fresh: true });
  });

  it('serves an expired copy as stale during the grace period, then forgets it', () => {
    const page = copy(10);
    const cache = new PageCache(60_000, 30_000, 1_000);
    cache.set('/index?site=us', page, 0);
    expect(cache.get('/index?site=us', 59_999)?.fresh).toBe(true);
    expect(cache.get('/index?site=us', 60_000)).toEqual({ copy: page, fresh: false });
    expect(cache.get('/index?site=us', 89_999)?.fresh).toBe(false);
    expect(cache.get('/index?site=us', 90_000)).toBeUndefined();
    expect(cache.entries).toBe(0);
  });
});
