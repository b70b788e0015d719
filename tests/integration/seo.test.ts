import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { startStack, type Stack } from '../support/stack';

const SITES = ['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se'];
const HREFLANGS = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'nl-NL', 'pl-PL', 'sv-SE', 'x-default'];

interface Alternate {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  lastmod: string;
  'xhtml:link': Alternate[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });

async function xml(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { response, text };
}

function parseValid<T>(text: string): T {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text) as T;
}

describe('crawlers: robots.txt, sitemaps from the database, share images', () => {
  let stack: Stack;
  let models: string[];
  let articleIds: number[];
  const sitemapOf = async (site: string) => {
    const { response, text } = await xml(`${stack.baseUrl}/sitemaps/${site}.xml`);
    expect(response.status).toBe(200);
    return { response, urls: parseValid<{ urlset: { url: UrlEntry[] } }>(text).urlset.url };
  };

  beforeAll(async () => {
    stack = await startStack({ workers: false });
    models = (await stack.db.product.findMany({ select: { model: true } })).map((p) => p.model.toLowerCase());
    articleIds = (await stack.db.article.findMany({ select: { id: true } })).map((a) => a.id);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves robots.txt as text naming the sitemap index, keeping crawlers out of the API and signed-in pages', async () => {
    const response = await fetch(`${stack.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain(`Sitemap: ${stack.baseUrl}/sitemap.xml`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin/',
        'Disallow: /personal_center',
        'Disallow: /login',
        'Disallow: /reset_password',
        'Disallow: /insights',
      ]),
    );
    // Rules are prefixes: none may hide a public page.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const page of ['/product/vl-cc100', '/products', '/article/1', '/explore', '/register_betatester_guide', '/comment/vl-cc100', '/og/default.png']) {
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([]);
    }
  });

  it('serves a sitemap index naming one sitemap per site', async () => {
    const { response, text } = await xml(`${stack.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = parseValid<{ sitemapindex: { '@_xmlns': string; sitemap: { loc: string; lastmod: string }[] } }>(text).sitemapindex;
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(index.sitemap.map((s) => s.loc).sort()).toEqual(SITES.map((s) => `${stack.baseUrl}/sitemaps/${s}.xml`).sort());
    for (const s of index.sitemap) expect(Number.isNaN(Date.parse(s.lastmod))).toBe(false);
  });

  it("lists every product, article and category in every site's sitemap with the nine alternates and x-default", async () => {
    const categories = (await stack.db.productCategory.findMany({ select: { slug: true } })).map((c) => c.slug);
    const articleCategories = (await stack.db.articleCategory.findMany({ select: { slug: true } })).map((c) => c.slug);
    expect(models.length).toBeGreaterThanOrEqual(24);
    expect(articleIds.length).toBeGreaterThanOrEqual(12);
    for (const site of SITES) {
      const { urls } = await sitemapOf(site);
      const locs = new Set(urls.map((u) => u.loc));
      const at = (path: string) => `${stack.baseUrl}${path}?site=${site}`;
      for (const model of models) expect(locs.has(at(`/product/${model}`)), `${site} ${model}`).toBe(true);
      for (const id of articleIds) expect(locs.has(at(`/article/${id}`)), `${site} article ${id}`).toBe(true);
      for (const slug of categories) expect(locs.has(at(`/products/${slug}`))).toBe(true);
      for (const slug of articleCategories) expect(locs.has(at(`/explore/${slug}`))).toBe(true);
      for (const path of ['/index', '/products', '/explore', '/FAQ', '/about', '/privacyPolicy']) expect(locs.has(at(path)), path).toBe(true);
      // Not the pages behind sign-in, the one-off flow steps or the second addresses.
      for (const path of ['/login', '/personal_center', '/reset_password', '/code_10', '/warranty_success', '/shop', '/support_faq', '/insights'])
        expect(locs.has(at(path)), path).toBe(false);
      expect(locs.size).toBe(urls.length);

      const product = urls.find((u) => u.loc === at(`/product/${models[0]}`))!;
      expect(product['xhtml:link'].map((l) => l['@_hreflang']).sort()).toEqual([...HREFLANGS].sort());
      const byLang = Object.fromEntries(product['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]));
      expect(byLang['ja-JP']).toBe(`${stack.baseUrl}/product/${models[0]}?site=jp`);
      expect(byLang['x-default']).toBe(`${stack.baseUrl}/product/${models[0]}`);
      expect(product['xhtml:link'].every((l) => l['@_rel'] === 'alternate')).toBe(true);
      expect(urls.every((u) => u['xhtml:link'].length === HREFLANGS.length && !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);
    }
  });

  it('answers a sitemap that has not changed with 304, and an unknown site with 404', async () => {
    const { response } = await sitemapOf('de');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${stack.baseUrl}/sitemaps/de.xml`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${stack.baseUrl}/sitemaps/zz.xml`)).status).toBe(404);
  });

  it("moves a product's lastmod in the sitemap of the site whose text changed, and only there", async () => {
    const model = models[0]!;
    const product = await stack.db.product.findFirstOrThrow({ where: { model: { equals: model, mode: 'insensitive' } } });
    const lastmodIn = async (site: string) => (await sitemapOf(site)).urls.find((u) => u.loc === `${stack.baseUrl}/product/${model}?site=${site}`)!.lastmod;
    const [deBefore, usBefore] = [await lastmodIn('de'), await lastmodIn('us')];
    // An update that changes nothing leaves the time alone (the seed runs its upserts on every start).
    await stack.db.$executeRaw`UPDATE product_text SET summary = summary WHERE product_id = ${product.id} AND lang = 'de'`;
    await stack.db.$executeRaw`UPDATE product_text SET summary = summary || ' ' WHERE product_id = ${product.id} AND lang = 'de'`;
    try {
      // The content stamp is read again within seconds: wait for the sitemap to say so.
      await expect.poll(() => lastmodIn('de'), { timeout: 30_000, interval: 500 }).not.toBe(deBefore);
      expect(Date.parse(await lastmodIn('de'))).toBeGreaterThan(Date.parse(deBefore));
      expect(await lastmodIn('us')).toBe(usBefore);
    } finally {
      await stack.db.$executeRaw`UPDATE product_text SET summary = rtrim(summary) WHERE product_id = ${product.id} AND lang = 'de'`;
    }
  });

  it('renders a product share image in the site language as a 1200 x 630 PNG, cached', async () => {
    const response = await fetch(`${stack.baseUrl}/og/product/${models[0]}.png?site=jp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await fetch(`${stack.baseUrl}/og/product/${models[0]}.png?site=jp`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('renders an article share image and the default one as 1200 x 630 PNGs', async () => {
    for (const path of [`/og/article/${articleIds[0]}.png?site=de`, '/og/default.png?site=se', '/og/default.png']) {
      const response = await fetch(`${stack.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it('answers 404 for a share image of no product, no article or no site', async () => {
    for (const path of ['/og/product/vl-nope.png', '/og/article/999999.png', '/og/article/abc.png', '/og/default.png?site=zz']) {
      const response = await fetch(`${stack.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
