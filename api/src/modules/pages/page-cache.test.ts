import { describe, expect, it } from 'vitest';
import { PageCache, cutAtNonce, joinWithNonce } from './page-cache';

describe('cached pages with a fresh nonce per answer', () => {
  const rendered = '<html lang="ja"><script nonce="AbC+/12==">x</script><p>充電ケーブル</p><script nonce="AbC+/12==">y</script></html>';

  it('puts the new nonce everywhere the rendered one was, keeping every other byte', () => {
    const answer = joinWithNonce(cutAtNonce(rendered, 'AbC+/12=='), 'zzZ9==').toString('utf8');
    expect(answer).toBe(rendered.replaceAll('AbC+/12==', 'zzZ9=='));
    expect(answer).not.toContain('AbC+/12==');
  });

  it('counts a page by its bytes and forgets the oldest past the bound', () => {
    const parts = cutAtNonce(rendered, 'AbC+/12==');
    const size = parts.reduce((n, p) => n + p.length, 0);
    expect(size).toBe(Buffer.byteLength(rendered) - 2 * 'AbC+/12=='.length);
    // Room for four pages: the fifth pushes the oldest out.
    const cache = new PageCache(60_000, 4 * size);
    for (const path of ['/a', '/b', '/c', '/d', '/e']) cache.set(path, { status: 200, contentType: 'text/html', parts }, 0);
    expect(cache.entries).toBe(4);
    expect(cache.get('/a', 1)).toBeUndefined();
    expect(cache.get('/b', 1)?.parts).toBe(parts);
    expect(cache.get('/e', 1)?.parts).toBe(parts);
    expect(cache.get('/e', 60_001)).toBeUndefined();
  });
});
