import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

/**
 * Addresses a browser never sends but a raw client can (curl --path-as-is): they must neither send
 * the visitor to another host nor break the server (a 500 also fires the "unhandled error" alarm).
 * Needs the built web app (`npm run build`): pages are rendered from it.
 */
let stack: Stack;

/** A GET with the path exactly as written: no URL parsing on the way (which would collapse `/./`). */
function getAsIs(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await stack?.close();
});

describe('odd addresses from raw clients', () => {
  it('redirects /.//evil.example/ with a remembered site to a path of this site, not to another host', async () => {
    const res = await getAsIs('/.//evil.example/', { cookie: 'vl_site=us' });
    expect(res.status).toBe(302);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, stack.baseUrl).host).toBe(new URL(stack.baseUrl).host);
  });

  it('answers the share image of a product id holding NUL with 404, not 500', async () => {
    const res = await getAsIs('/og/product/%00.png');
    expect(res.status).toBe(404);
  });

  // Each page that takes a name or an id from its address, given one that cannot exist. A 404 alone
  // would also come from the server's bare not-found (no web build at all): the visitor must get the
  // rendered page saying what is missing, in the site's language. NUL in every route parameter that
  // reaches a loader (issue 33: /products/%00 was 500) names no page at all.
  const missing: Record<string, string> = {
    '/product/abc%22': 'Product not found',
    '/products/abc%22': 'Page not found',
    '/explore/abc%22': 'Page not found',
    '/article/abc%22': 'Article not found',
    ...Object.fromEntries(
      [
        '/product/%00',
        '/products/%00',
        '/products/abc%00',
        '/explore/%00',
        '/explore/abc%00',
        '/article/%00',
        '/article/1%00',
        '/comment/%00',
        '/comment/abc%00',
        '/about/%00',
        '/about/abc%00',
      ].map((path) => [path, 'Page not found']),
    ),
  };
  for (const [path, text] of Object.entries(missing)) {
    it(`answers ${path} with 404, not 500`, async () => {
      const res = await getAsIs(`${path}?site=us`);
      expect(res.status).toBe(404);
      expect(res.body).toMatch(/<html[^>]* lang="en-US"/);
      expect(res.body).toContain(text);
    });
  }
});
