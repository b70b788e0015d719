import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCP47, LANGUAGES, resources, type Lang } from '@voltline/locales';
import { PAGE_TEXTS } from '../../web/src/lib/page-texts';
import { readPage } from '../support/html';
import { startStack, type Stack } from '../support/stack';

/**
 * What a search engine, a link-preview bot or a phone without JavaScript gets: plain HTTP, no
 * browser. Each public page of the route table, and one product, article and category, on three
 * sites: the page's own heading, title and description in the site's language, canonical and
 * hreflang addresses, <html lang>, and the status codes of redirects and missing pages.
 */
const SITES: Lang[] = ['us', 'de', 'jp'];

/** Public pages of the route table and their route id (PAGE_TEXTS is keyed by route id). */
const PUBLIC_PAGES: [path: string, routeId: string][] = [
  ['/index', '/index'],
  ['/products', '/products/'],
  ['/shop', '/shop'],
  ['/find_your_cable', '/find_your_cable'],
  ['/explore', '/explore/'],
  ['/FAQ', '/FAQ'],
  ['/support_faq', '/support_faq'],
  ['/download', '/download'],
  ['/about', '/about/'],
  ['/support', '/support'],
  ['/warranty', '/warranty'],
  ['/support_contactus', '/support_contactus'],
  ['/contact', '/contact'],
  ['/beta_tester', '/beta_tester/'],
  ['/betatester', '/betatester'],
  ['/beta_tester_faq', '/beta_tester_faq'],
  ['/register_betatester_guide', '/register_betatester_guide'],
  ['/betatester_active_guide', '/betatester_active_guide'],
  ['/guide_comments', '/guide_comments'],
  ['/warrantyPolicy', '/warrantyPolicy'],
  ['/termsOfService', '/termsOfService'],
  ['/privacyPolicy', '/privacyPolicy'],
  ['/login', '/login'],
  ['/signUp', '/signUp'],
];

function text(lang: Lang, key: string): string {
  let node: unknown = resources[lang].common;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node;
}

describe('pages rendered on the server (plain HTTP, no JavaScript)', () => {
  let stack: Stack;
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.baseUrl}${path}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    stack = await startStack({ workers: false });
  });
  afterAll(async () => {
    await stack?.close();
  });

  function expectSiteHead(html: string, path: string, site: Lang) {
    const head = readPage(html);
    expect(head.lang).toBe(BCP47[site]);
    expect(head.canonical).toBe(`${stack.baseUrl}${path}?site=${site}`);
    expect(Object.keys(head.alternates)).toHaveLength(LANGUAGES.length + 1);
    for (const lang of LANGUAGES) expect(head.alternates[BCP47[lang]]).toBe(`${stack.baseUrl}${path}?site=${lang}`);
    expect(head.alternates['x-default']).toBe(`${stack.baseUrl}${path}`);
    expect(head.meta('og:url')).toBe(`${stack.baseUrl}${path}?site=${site}`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBeTruthy();
    expect(head.h1, `${path} on ${site}`).toBeTruthy();
    return head;
  }

  for (const site of SITES) {
    it(`renders every public page of the route table with its own head on ${site}`, async () => {
      const titles = new Map<string, string>();
      for (const [path, routeId] of PUBLIC_PAGES) {
        const res = await page(`${path}?site=${site}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        const head = expectSiteHead(await res.text(), path, site);
        const [titleKey, descriptionKey] = PAGE_TEXTS[routeId]!;
        expect(head.title, path).toBe(`${text(site, titleKey)} · Voltline`);
        expect(head.meta('description'), path).toBe(text(site, descriptionKey));
        expect(head.meta('og:image')).toBe(`${stack.baseUrl}/og/default.png?site=${site}`);
        titles.set(path, head.title!);
      }
      // The home page and the catalogue are two pages, with two titles, in every language.
      expect(titles.get('/index')).not.toBe(titles.get('/products'));
    });

    it(`renders a product with its data, Product and BreadcrumbList JSON-LD and its image preloaded on ${site}`, async () => {
      const product = await stack.db.product.findFirstOrThrow({ orderBy: { id: 'asc' }, include: { texts: { where: { lang: site } } } });
      const path = `/product/${product.model.toLowerCase()}`;
      const res = await page(`${path}?site=${site}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const head = expectSiteHead(html, path, site);
      const name = product.texts[0]!.name;
      expect(head.h1).toBe(name);
      expect(head.title).toBe(`${name} · Voltline`);
      expect(head.meta('description')).toBe(product.texts[0]!.summary);
      expect(html).toContain(product.texts[0]!.description.slice(0, 40).replace(/&/g, '&amp;'));
      expect(head.meta('og:image')).toBe(`${stack.baseUrl}/og/product/${encodeURIComponent(product.model)}.png?site=${site}`);
      expect(head.preloadedImages).toHaveLength(1);
      const ld = head.jsonLd.find((block) => block['@type'] === 'Product')!;
      expect(ld).toMatchObject({ name, sku: product.model, brand: { '@type': 'Brand', name: 'Voltline' } });
      expect((ld.image as string[])[0]).toMatch(new RegExp(`^${stack.baseUrl}/`));
      expect(head.jsonLd.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    });

    it(`renders an article with Article JSON-LD, and a category of the catalogue, on ${site}`, async () => {
      const article = await stack.db.article.findFirstOrThrow({ orderBy: { id: 'asc' }, include: { texts: { where: { lang: site } } } });
      const path = `/article/${article.id}`;
      const res = await page(`${path}?site=${site}`);
      expect(res.status).toBe(200);
      const head = expectSiteHead(await res.text(), path, site);
      const title = article.texts[0]!.title;
      expect(head.h1).toBe(title);
      expect(head.title).toBe(`${title} · Voltline`);
      expect(head.meta('description')).toBe(article.texts[0]!.summary);
      expect(head.meta('og:image')).toBe(`${stack.baseUrl}/og/article/${article.id}.png?site=${site}`);
      expect(head.jsonLd.find((block) => block['@type'] === 'Article')).toMatchObject({
        headline: title,
        datePublished: article.publishedAt.toISOString().slice(0, 10),
      });

      const category = await stack.db.productCategory.findFirstOrThrow({ orderBy: { id: 'asc' }, include: { texts: { where: { lang: site } } } });
      const categoryPath = `/products/${category.slug}`;
      const categoryPage = await page(`${categoryPath}?site=${site}`);
      expect(categoryPage.status).toBe(200);
      const categoryHead = expectSiteHead(await categoryPage.text(), categoryPath, site);
      expect(categoryHead.title).toBe(`${category.texts[0]!.name} · Voltline`);
      expect(categoryHead.meta('description')).toBe(category.texts[0]!.description);
      expect(categoryHead.jsonLd.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    });
  }

  it('asks for nothing but the stylesheet before the first paint; its loader names the entry, which is served', async () => {
    const html = await (await page('/product/vl-cc100?site=us')).text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)]).toHaveLength(1);
    const loader = [...html.matchAll(/<script[^>]*>([^<]*requestAnimationFrame[^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(loader).toHaveLength(1);
    const scripts = [...loader[0]!.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.some((src) => /\/assets\/main-[\w-]+\.js$/.test(src))).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      const answer = await page(src);
      expect(answer.status, src).toBe(200);
      expect(answer.headers.get('content-type'), src).toMatch(/javascript/);
    }
  });

  it('puts FAQPage JSON-LD on the FAQ and Organization on /index', async () => {
    const faq = readPage(await (await page('/FAQ?site=de')).text());
    const entries = faq.jsonLd.find((block) => block['@type'] === 'FAQPage')?.mainEntity as unknown[];
    expect(entries.length).toBeGreaterThan(10);
    const home = readPage(await (await page('/index?site=us')).text());
    expect(home.jsonLd.find((block) => block['@type'] === 'Organization')).toMatchObject({ name: 'Voltline', url: stack.baseUrl });
  });

  it('redirects / to /index, and answers 404 with the not-found page for unknown paths, products and articles', async () => {
    const root = await page('/?site=de');
    expect(root.status).toBeGreaterThanOrEqual(300);
    expect(root.status).toBeLessThan(400);
    expect(new URL(root.headers.get('location')!, stack.baseUrl).pathname + new URL(root.headers.get('location')!, stack.baseUrl).search).toBe(
      '/index?site=de',
    );

    // A campaign link to the root keeps its tags through the redirect: the landing counts them.
    const tagged = await page('/?site=de&utm_source=mail&utm_campaign=spring');
    const taggedTo = new URL(tagged.headers.get('location')!, stack.baseUrl);
    expect(taggedTo.pathname).toBe('/index');
    expect(Object.fromEntries(taggedTo.searchParams)).toEqual({ site: 'de', utm_source: 'mail', utm_campaign: 'spring' });

    const missing: [path: string, title: string][] = [
      ['/no/such/page?site=de', 'not_found.title'],
      ['/products/no-such-range?site=de', 'not_found.title'],
      ['/product/no-such-model?site=de', 'shop.product_missing_title'],
      ['/article/999999?site=de', 'content.article.not_found_title'],
      // Paths that start with // are paths of this site, never another host (the fuzz tests found
      // a 500 on ///%2f%2f).
      ['///%2f%2f?site=de', 'not_found.title'],
      ['//evil.example/x?site=de', 'not_found.title'],
    ];
    for (const [path, title] of missing) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(readPage(await res.text()).h1, path).toBe(text('de', title));
    }
  });

  it('keeps the legacy paths working', async () => {
    const res = await page('/my_devices?site=us');
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.headers.get('location')).toMatch(/\/personal_center\/my_devices\?site=us$/);
  });

  it('renders the remembered site: a cookie redirects an address without ?site=, the address wins over the cookie', async () => {
    const remembered = await page('/products', { cookie: 'vl_site=jp' });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get('location')).toBe('/products?site=jp');
    expect(remembered.headers.get('cache-control')).toBe('private, no-store');

    const named = await page('/products?site=de', { cookie: 'vl_site=jp' });
    expect(named.status).toBe(200);
    expect(readPage(await named.text()).lang).toBe('de-DE');

    // No cookie, no parameter: the x-default page (the default site), which varies by cookie.
    const plain = await page('/products');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('vary')).toMatch(/cookie/i);
    // It is its own canonical (an alternate as canonical costs the x-default address its place in search).
    expect(readPage(await plain.text()).canonical).toBe(`${stack.baseUrl}/products`);
  });

  it('serves a cached page cacheable by a CDN, never unsafe-inline for scripts', async () => {
    stack.app.pageCache?.clear();
    const path = '/index?site=it';
    const first = await page(path);
    const firstHtml = await first.text();
    const second = await page(path);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    expect(first.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await second.text()).toBe(firstHtml);
  });
  it('renders an address once for a burst of visitors who arrive while it renders', async () => {
    stack.app.pageCache?.clear();
    const path = '/product/vl-cc100?site=nl';
    const answers = await Promise.all(Array.from({ length: 20 }, () => page(path)));
    const htmls = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers.get('x-page-cache') === 'miss')).toHaveLength(1);
    for (const html of htmls) expect(readPage(html).h1).toBeTruthy();
  });

  it('keeps one copy per page: campaign tags and unknown parameters make no render, a parameter the page reads does', async () => {
    stack.app.pageCache?.clear();
    const first = await page('/explore?site=fr');
    const tagged = await Promise.all(
      ['utm_source=news&utm_campaign=spring', 'gclid=Cj0KCQ', 'fbclid=IwAR&utm_medium=social', 'made-up=1'].map((query) => page(`/explore?${query}&site=fr`)),
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(tagged.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(tagged.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['hit', 'hit', 'hit', 'hit']);
    expect(tagged.map((answer) => answer.headers.get('etag'))).toEqual(Array(4).fill(first.headers.get('etag')));
    // The page number is read by the page: another page, another render.
    const second = await page('/explore?site=fr&page=2&utm_source=news');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('keeps serving when visitors leave in the middle of a page being rendered', async () => {
    stack.app.pageCache?.clear();
    const { port } = new URL(stack.baseUrl);
    // Each leaves at another moment: right after asking, or once the first bytes arrive.
    const leave = (i: number) =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /article/1?site=se HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          if (i % 2 === 0) socket.destroy();
        });
        socket.once('data', () => socket.destroy());
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    await Promise.all(Array.from({ length: 30 }, (_, i) => leave(i)));
    expect((await page('/health/ready')).status).toBe(200);
    const after = await page(`/article/1?site=se`);
    expect(after.status).toBe(200);
    expect(readPage(await after.text()).h1).toBeTruthy();
  });

  it('sends links of past campaigns with numeric category ids to the slug address (301), query kept', async () => {
    const [article, product] = await Promise.all([
      stack.db.articleCategory.findFirstOrThrow({ orderBy: { id: 'asc' } }),
      stack.db.productCategory.findFirstOrThrow({ orderBy: { id: 'asc' } }),
    ]);
    const explore = await page(`/explore/${article.id}?site=de&utm_source=mail&utm_campaign=winter`);
    expect(explore.status).toBe(301);
    expect(explore.headers.get('location')).toBe(`/explore/${article.slug}?site=de&utm_source=mail&utm_campaign=winter`);
    const products = await page(`/products/${product.id}?site=jp`);
    expect(products.status).toBe(301);
    expect(products.headers.get('location')).toBe(`/products/${product.slug}?site=jp`);
    expect((await page(`/products/${product.slug}?site=jp`)).status).toBe(200);
    // A number that names no category is a missing page, like any unknown slug.
    expect((await page('/products/987654?site=jp')).status).toBe(404);
  });
});
