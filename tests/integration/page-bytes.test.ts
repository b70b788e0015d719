import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-get';
import { startStack, type Stack } from '../support/stack';

/**
 * A cached page is fixed bytes (api/src/modules/pages/page-copy.ts): every anonymous visitor of a
 * copy gets the same body in the encoding their browser asked for, under a policy that lists the
 * hashes of the page's inline scripts, with an ETag a browser can revalidate. And a page costs no
 * log line per answer, while a failure still logs with its request id.
 */
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const BROWSER = { 'user-agent': PHONE, 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('cached pages as fixed bytes', () => {
  let stack: Stack;
  const lines: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

  beforeAll(async () => {
    stack = await startStack({
      workers: false,
      logStream,
      beforeListen: (app) => {
        app.get('/api/front/test/fails', () => {
          throw new Error('a handler that fails');
        });
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('gives two visitors byte-identical bodies for br, gzip and identity', async () => {
    const url = `${stack.baseUrl}/index?site=fr`;
    const decoded: string[] = [];
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      const first = await rawGet(url, { 'user-agent': PHONE, 'accept-encoding': accept });
      const second = await rawGet(url, { 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Chrome/140.0 Mobile', 'accept-encoding': accept });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(second.headers['x-page-cache']).toBe('hit');
      expect(first.headers['vary']).toBe('Accept-Encoding');
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers['etag']).toBe(first.headers['etag']);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      decoded.push(decode(first.body).toString('utf8'));
    }
    // The three encodings are one page, and it is a real one.
    expect(decoded[1]).toBe(decoded[0]);
    expect(decoded[2]).toBe(decoded[0]);
    expect(decoded[0]).toContain('<html lang="fr-FR"');
  });

  it('answers 304 to If-None-Match with the ETag of the encoding asked for', async () => {
    const url = `${stack.baseUrl}/products?site=de`;
    const first = await rawGet(url, BROWSER);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await rawGet(url, { ...BROWSER, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // Another encoding is another representation: a gzip client with the br tag gets the page.
    const gzip = await rawGet(url, { 'user-agent': PHONE, 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gunzipSync(gzip.body).toString('utf8')).toContain('<html lang="de-DE"');
  });

  it("lists exactly the hashes of the page's inline scripts in its policy, never unsafe-inline or a nonce", async () => {
    const answer = await rawGet(`${stack.baseUrl}/article/1?site=jp`, { 'user-agent': PHONE, 'accept-encoding': 'identity' });
    const html = answer.body.toString('utf8');
    const policy = String(answer.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(1);
    const hashes = new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
    for (const text of inline) expect(hashes).toContain(createHash('sha256').update(text, 'utf8').digest('base64'));
    expect(html).not.toContain('nonce=');
  });

  it('writes no log line for 1,000 cached page answers, while a 500 logs with its request id', async () => {
    const url = `${stack.baseUrl}/index?site=pl`;
    expect((await rawGet(url, BROWSER)).status).toBe(200);
    const before = lines.length;
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => rawGet(url, BROWSER)));
      for (const answer of answers) expect(answer.headers['x-page-cache']).toBe('hit');
    }
    // A slow answer (over SLOW_REQUEST_MS) would be logged, rightly: only those may appear.
    expect(lines.slice(before).filter((line) => line.msg !== 'slow request')).toEqual([]);

    const failed = await fetch(`${stack.baseUrl}/api/front/test/fails`);
    expect(failed.status).toBe(500);
    const id = failed.headers.get('x-request-id');
    expect(id).toBeTruthy();
    await expect
      .poll(() => lines.filter((line) => line.reqId === id && line.level === 50).map((line) => line.msg))
      .toEqual(['unhandled error', 'request failed']);
  });
});

describe('the same page on every process', () => {
  it('renders the same bytes and ETag in two api instances and in a second render, and another ETag for other content', async () => {
    // Two instances of the api behind one public address, as two processes or machines behind a load balancer.
    const env = { PUBLIC_URL: 'https://www.voltline.example' };
    const [one, two] = await Promise.all([startStack({ workers: false, env }), startStack({ workers: false, env })]);
    try {
      const path = `/product/vl-cc100?site=de`;
      const first = await rawGet(`${one.baseUrl}${path}`, BROWSER);
      const second = await rawGet(`${two.baseUrl}${path}`, BROWSER);
      expect(first.status).toBe(200);
      expect(brotliDecompressSync(first.body).toString('utf8')).toContain('<html lang="de-DE"');
      // Each instance rendered the page itself.
      expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'miss']);
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers['etag']).toBe(first.headers['etag']);
      // A browser's or CDN's conditional request is answered 304 by either instance.
      const revalidated = await rawGet(`${two.baseUrl}${path}`, { ...BROWSER, 'if-none-match': String(first.headers['etag']) });
      expect(revalidated.status).toBe(304);

      // Rendered again later (its copy forgotten): the same bytes.
      one.app.pageCache?.clear();
      const again = await rawGet(`${one.baseUrl}${path}`, BROWSER);
      expect(again.headers['x-page-cache']).toBe('miss');
      expect(again.body.equals(first.body)).toBe(true);

      // Other content is another representation.
      const french = await rawGet(`${one.baseUrl}${path.replace('site=de', 'site=fr')}`, BROWSER);
      expect(french.status).toBe(200);
      expect(french.headers['etag']).not.toBe(first.headers['etag']);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
