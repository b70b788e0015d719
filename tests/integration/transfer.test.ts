import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getJson, startStack, type Stack } from '../support/stack';
import { rawGet } from '../support/raw-get';

const ASSETS = join(import.meta.dirname, '../../web/dist/assets');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The largest script of the build (the framework chunk): the one that matters most on the wire. */
function largestScript(): { name: string; bytes: Buffer } {
  const scripts = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const name = scripts.sort((a, b) => statSync(join(ASSETS, b)).size - statSync(join(ASSETS, a)).size)[0]!;
  return { name, bytes: readFileSync(join(ASSETS, name)) };
}

describe('transfer: precompressed immutable assets, compressed pages and answers', () => {
  let stack: Stack;
  let usSite: number;
  beforeAll(async () => {
    stack = await startStack({ workers: false });
    const sites = (await getJson(stack.baseUrl, '/api/front/site/list')).body.data as { id: number; site: string }[];
    usSite = sites.find((s) => s.site === 'us')!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const script = largestScript();
    const answer = await rawGet(`${stack.baseUrl}/assets/${script.name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    // About a third of the file crosses the wire, and it is the file.
    expect(answer.body.length).toBeLessThan(script.bytes.length * 0.4);
    expect(brotliDecompressSync(answer.body).equals(script.bytes)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const script = largestScript();
    const gzip = await rawGet(`${stack.baseUrl}/assets/${script.name}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.body).equals(script.bytes)).toBe(true);

    const plain = await rawGet(`${stack.baseUrl}/assets/${script.name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.equals(script.bytes)).toBe(true);
  });

  it('sends a page compressed and revalidated', async () => {
    const page = await rawGet(`${stack.baseUrl}/products`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).not.toMatch(/immutable/);
    expect(brotliDecompressSync(page.body).toString('utf8')).toMatch(/<html/i);
  });

  it('compresses a large API answer and leaves a small one alone', async () => {
    const list = await rawGet(`${stack.baseUrl}/api/front/product/list?site_id=${usSite}&page_size=100`, { 'accept-encoding': 'gzip' });
    expect(list.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(list.body).toString('utf8')) as { state: number; data: { rows: unknown[] } };
    expect(json.state).toBe(1);
    expect(json.data.rows.length).toBeGreaterThanOrEqual(24);
    expect(list.body.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 2);

    // A public answer is compressed once: the next visitor gets the same bytes.
    const first = await rawGet(`${stack.baseUrl}/api/front/product/list?site_id=${usSite}&page_size=100`, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await rawGet(`${stack.baseUrl}/api/front/product/list?site_id=${usSite}&page_size=100`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first.body).toString('utf8'))).toEqual(json);

    // An answer no one may share (no public Cache-Control) is compressed per request.
    const docs = await rawGet(`${stack.baseUrl}/api/docs/json`, { 'accept-encoding': 'gzip' });
    expect(docs.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(Object.keys((JSON.parse(gunzipSync(docs.body).toString('utf8')) as { paths: object }).paths).length).toBeGreaterThan(20);

    const small = await rawGet(`${stack.baseUrl}/health/live`, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
