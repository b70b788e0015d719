import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startStack, type Stack } from '../support/stack';

/**
 * Answers a shared cache may keep (`Cache-Control: public`) say which request headers they depend
 * on. Every envelope's message, and some data (the warranty policy of the visitor's site), follow
 * Accept-Language when the call names no site: without `Vary: Accept-Language` a CDN would show
 * Germany's 54 months to the next visitor from the US.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(async () => {
  await stack?.close();
});

/** Every read of /api/front that a shared cache may keep (select_all_key_words is not: no Cache-Control), with a query it answers 200 to. */
const PUBLIC_READS = [
  '/site/list',
  '/front_menu/list?site_id=1',
  '/navigation_bar/get_all_key_words?site_id=1',
  '/article/list?site_id=1',
  '/article_category/list?site_id=1',
  '/faq/list?site_id=1',
  '/download/list?site_id=1',
  '/product/list?site_id=1',
  '/product/categories?site_id=1',
  '/search?site_id=1&search=cable',
  '/warranty/policy',
];

const varies = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('Vary on public answers', () => {
  it('the warranty policy in the visitor language says it varies by Accept-Language', async () => {
    const de = await getJson(stack.baseUrl, '/api/front/warranty/policy', { 'accept-language': 'de-DE,de;q=0.9' });
    const us = await getJson(stack.baseUrl, '/api/front/warranty/policy', { 'accept-language': 'en-US' });
    // The two answers really differ by the header alone.
    expect(de.body.data.site).toBe('de');
    expect(us.body.data.site).toBe('us');
    expect(de.headers.get('cache-control')).toMatch(/^public/);
    expect(varies(de.headers)).toContain('accept-language');
    expect(varies(us.headers)).toContain('accept-language');
  });

  it('every public read of /api/front varies by Accept-Language', async () => {
    const missing: string[] = [];
    for (const path of PUBLIC_READS) {
      const res = await getJson(stack.baseUrl, `/api/front${path}`, { 'accept-language': 'fr-FR' });
      expect(res.http, path).toBe(200);
      expect(res.headers.get('cache-control') ?? '', path).toMatch(/^public/);
      if (!varies(res.headers).includes('accept-language')) missing.push(path);
    }
    expect(missing).toEqual([]);
  });
});
