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
function getAsIs(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
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

  // Each page that takes a name or an id from its address, given one that cannot exist.
  // NUL in every route parameter that reaches a loader (issue 33: /products/%00 was 500).
  for (const path of [
    '/product/abc%22',
    '/product/%00',
    '/products/abc%22',
    '/explore/abc%22',
    '/article/abc%22',
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
  ]) {
    it(`answers ${path} with 404, not 500`, async () => {
      const res = await getAsIs(`${path}?site=us`);
      expect(res.status).toBe(404);
    });
  }
});
