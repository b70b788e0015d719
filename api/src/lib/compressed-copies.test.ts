import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedCopies } from './compressed-copies';

const answer = (n: number) => JSON.stringify({ state: 1, data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${n}-${i}` })) });

describe('compressed copies of repeated answers', () => {
  it('compresses an answer once per encoding and hands out the same copy', () => {
    const copies = new CompressedCopies(1024 * 1024);
    const body = answer(1);
    const br = copies.get(body, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(copies.get(body, 'br')).toBe(br);
    expect(gunzipSync(copies.get(body, 'gzip')).toString()).toBe(body);
    expect(copies.size).toBe(1);
  });

  it('keeps within its byte budget by dropping the oldest answers', () => {
    const body = answer(0);
    const copies = new CompressedCopies(body.length * 3);
    for (let n = 0; n < 10; n++) copies.get(answer(n), 'gzip');
    expect(copies.size).toBeGreaterThan(0);
    expect(copies.size).toBeLessThan(4);
  });
});
