import { describe, expect, it } from 'vitest';
import type { ApiProcess } from './support/processes';
import { apiBehindPostgresProxy } from './support/postgres-proxy';

/**
 * Server-rendered pages while Postgres is away (a proxy in front of it, cut or made a black hole):
 * a page rendered before is served as it was (stale-if-error); a page never rendered answers 503
 * with Retry-After and a "back in a moment" page in the site's language, noindex. Never a 500.
 * The api runs as its own process, as in production, with pages fresh for 2 s (PAGE_FRESH_MS) so
 * the copies expire within the test, and reads kept 1 s (READ_CACHE_MS) so a render needs Postgres.
 */
const PHONE = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
}

async function getPage(api: ApiProcess, path: string): Promise<PageAnswer> {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: PHONE, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function pagesBehindProxy(queuePrefix: string) {
  return apiBehindPostgresProxy({ QUEUE_PREFIX: queuePrefix, PAGE_FRESH_MS: '2000', READ_CACHE_MS: '1000' });
}

/** The 503 page: status, headers and the text a visitor and a crawler get. */
function expectUnavailablePage(answer: PageAnswer, lang: string, title: string) {
  expect(answer.status, answer.html.slice(0, 300)).toBe(503);
  expect(answer.headers.get('retry-after')).toBe('5');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  expect(answer.headers.get('content-encoding')).toBe('br');
  expect(answer.html).toContain(`<html lang="${lang}">`);
  expect(answer.html).toContain('<meta name="robots" content="noindex"/>');
  expect(answer.html).toContain(`<h1>${title}</h1>`);
}

describe('pages while Postgres is unreachable', () => {
  it('serve a page rendered before as it was, answer 503 in the site language for one never rendered, and render again once it is back', async () => {
    const { api, proxy } = await pagesBehindProxy('pages-pg-down');
    const before = await getPage(api, '/index?site=de');
    expect(before.status).toBe(200);
    expect(before.html).toContain('<html lang="de-DE"');

    await proxy.cut();
    // Never rendered: nothing to stand in for it.
    expectUnavailablePage(await getPage(api, '/products?site=fr'), 'fr-FR', 'De retour dans un instant');
    expectUnavailablePage(await getPage(api, '/product/vl-cc100?site=jp'), 'ja-JP', 'まもなく再開します');

    // Rendered before: served while fresh, then stale, then (its render failing) as its last copy,
    // the same bytes every time. Asked until the copy has outlived its fresh and grace periods.
    const statuses: Record<string, number> = {};
    await expect
      .poll(
        async () => {
          const answer = await getPage(api, '/index?site=de');
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          expect(answer.html).toBe(before.html);
          expect(answer.headers.get('etag')).toBe(before.headers.get('etag'));
          return answer.headers.get('x-page-cache');
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('stale-if-error');
    expect(Object.keys(statuses)).toEqual(['200']);
    // A conditional request gets 304 from the last copy too.
    const conditional = await fetch(`${api.baseUrl}/index?site=de`, { headers: { ...PHONE, 'if-none-match': before.headers.get('etag') ?? '' } });
    expect(conditional.status).toBe(304);

    expect(api.running).toBe(true);
    expect(api.output()).not.toMatch(/unhandled error|"status":500/);
    expect(api.output()).toMatch(/store unavailable: page answered 503/);

    await proxy.restore();
    await expect.poll(async () => (await getPage(api, '/products?site=fr')).status, { timeout: 30_000, interval: 500 }).toBe(200);
    const after = await getPage(api, '/products?site=fr');
    expect(after.html).toContain('<html lang="fr-FR"');
    expect(after.html).not.toContain('noindex');
  });
});

describe('pages while Postgres is frozen (a black hole)', () => {
  it('answer 503 for a page never rendered once the database deadline has run, not 500', async () => {
    const { api, proxy } = await pagesBehindProxy('pages-pg-frozen');
    expect((await getPage(api, '/index?site=it')).status).toBe(200);

    await proxy.blackHole();
    expectUnavailablePage(await getPage(api, '/product/vl-cc100?site=it'), 'it-IT', 'Torniamo subito');
    expect(api.running).toBe(true);
    expect(api.output()).not.toMatch(/unhandled error|"status":500/);

    await proxy.restore();
    await expect.poll(async () => (await getPage(api, '/product/vl-cc100?site=it')).status, { timeout: 30_000, interval: 500 }).toBe(200);
  });
});
