import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@voltline/db/seed';
import { getJson, startStack, type Stack } from '../support/stack';

interface Card {
  id: number;
  model: string;
  name: string;
  category: string;
  connector_a: string;
  connector_b: string | null;
  wattage: number | null;
  length_cm: number | null;
  quick_charge: string | null;
  rating: number;
  available: 0 | 1;
}

describe('catalogue: product list, product info, reviews, site search', () => {
  let stack: Stack;
  let siteIds: Record<string, number>;
  const list = async (site: string, query: string) => getJson(stack.baseUrl, `/api/front/product/list?site_id=${siteIds[site]}&${query}`);

  beforeAll(async () => {
    stack = await startStack({ workers: false });
    const sites = (await getJson(stack.baseUrl, '/api/front/site/list')).body.data as { id: number; site: string }[];
    siteIds = Object.fromEntries(sites.map((s) => [s.site, s.id]));
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages through at least 24 products in four categories, 20 per page by default, cached', async () => {
    const first = await list('us', '');
    expect(first.body.state).toBe(1);
    const data = first.body.data as { rows: Card[]; total: number; page: number; page_size: number };
    expect(data.total).toBeGreaterThanOrEqual(24);
    expect(data.rows).toHaveLength(20);
    expect(data).toMatchObject({ page: 1, page_size: 20 });
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');

    const second = (await list('us', 'page=2')).body.data as { rows: Card[]; total: number };
    expect(second.rows).toHaveLength(data.total - 20);
    const ids = new Set([...data.rows, ...second.rows].map((r) => r.id));
    expect(ids.size).toBe(data.total);
    const categories = new Set([...data.rows, ...second.rows].map((r) => r.category));
    expect([...categories].sort()).toEqual(['adapters', 'cables', 'chargers', 'stands']);

    const beyond = (await list('us', 'page=9')).body.data as { rows: Card[]; total: number };
    expect(beyond).toMatchObject({ rows: [], total: data.total });
  });

  it('filters by category, connector, wattage and model, in the site language', async () => {
    const cables = (await list('de', 'filter=category&op=eq&value=cables&page_size=100')).body.data as { rows: Card[] };
    expect(cables.rows.length).toBeGreaterThanOrEqual(10);
    expect(cables.rows.every((r) => r.category === 'cables')).toBe(true);
    expect(cables.rows.find((r) => r.model === 'VL-CL100')?.name).toBe('USB-C auf Lightning Kabel, 1 m');

    const lightning = (await list('us', 'filter=connector&op=eq&value=lightning')).body.data as { rows: Card[] };
    expect(lightning.rows.map((r) => r.model).sort()).toEqual(['VL-AL100', 'VL-CL100', 'VL-CL200']);

    // docs/product.md §9: Quick Charge 2.0 for micro-USB cables, 3.0 for USB-C cables.
    const microUsb = (await list('us', 'filter=connector_b&op=eq&value=micro-usb')).body.data as { rows: Card[] };
    expect(microUsb.rows.filter((r) => r.category === 'cables').map((r) => r.quick_charge)).toEqual(['2.0', '2.0']);
    const usbC = (await list('us', 'filter=category&value=cables&page_size=100')).body.data as { rows: Card[] };
    const usbCCables = usbC.rows.filter((c) => c.connector_b === 'usb-c');
    expect(usbCCables.length).toBeGreaterThan(0);
    for (const r of usbCCables) expect(r.quick_charge).toBe('3.0');

    const powerful = (await list('us', 'filter=wattage&op=gt&value=60&page_size=100')).body.data as { rows: Card[] };
    expect(powerful.rows.length).toBeGreaterThan(0);
    expect(powerful.rows.every((r) => (r.wattage ?? 0) > 60)).toBe(true);

    const inList = (await list('us', 'filter=model&op=in&value=VL-GAN65,VL-ST-AL')).body.data as { rows: Card[] };
    expect(inList.rows.map((r) => r.model).sort()).toEqual(['VL-GAN65', 'VL-ST-AL']);

    const notCables = (await list('us', 'filter=category&op=ne&value=cables&page_size=100')).body.data as { rows: Card[] };
    expect(notCables.rows.length).toBeGreaterThan(0);
    expect(notCables.rows.some((r) => r.category === 'cables')).toBe(false);

    const like = (await list('fr', 'filter=name&op=like&value=chargeur')).body.data as { rows: Card[] };
    expect(like.rows.length).toBeGreaterThanOrEqual(3);
    expect(like.rows.every((r) => /chargeur/i.test(r.name))).toBe(true);
  });

  it('marks what is not sold in a region and filters on availability', async () => {
    const jp = (await list('jp', 'page_size=100')).body.data as { rows: Card[] };
    expect(jp.rows.find((r) => r.model === 'VL-AM200')?.available).toBe(0);
    expect(jp.rows.find((r) => r.model === 'VL-CC100')?.available).toBe(1);
    const sold = (await list('jp', 'filter=available&value=1&page_size=100')).body.data as { rows: Card[]; total: number };
    expect(sold.rows.length).toBeGreaterThan(0);
    expect(sold.rows.every((r) => r.available === 1)).toBe(true);
    expect(sold.total).toBeLessThan(jp.rows.length);
  });

  it('sorts by a whitelisted field in either order', async () => {
    const asc = (await list('us', 'sort=wattage&order=asc&filter=category&value=chargers')).body.data as { rows: Card[] };
    const watts = asc.rows.map((r) => r.wattage ?? 0);
    expect(watts).toEqual([...watts].sort((a, b) => a - b));
    const desc = (await list('us', 'sort=rating&order=desc&page_size=100')).body.data as { rows: Card[] };
    const ratings = desc.rows.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byName = (await list('se', 'sort=name&page_size=5')).body.data as { rows: Card[] };
    const names = byName.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
  });

  it('answers 614 naming the field for a filter, op, sort or page size outside the whitelist', async () => {
    const cases: [string, string][] = [
      ['filter=price&op=eq&value=10', 'filter'],
      ['filter=category&op=gt&value=cables', 'op'],
      ['filter=wattage&op=eq&value=lots', 'value'],
      ['sort=price', 'sort'],
      ['page_size=101', 'page_size'],
      ['page_size=0', 'page_size'],
      ['order=sideways', 'order'],
    ];
    for (const [query, field] of cases) {
      const res = await list('us', query);
      expect(res.http, query).toBe(200);
      expect(res.body, query).toMatchObject({ state: 0, status: 614 });
      expect(
        (res.body.data.fields as { field: string }[]).map((f) => f.field),
        query,
      ).toContain(field);
    }
    const noSite = await getJson(stack.baseUrl, '/api/front/product/list');
    expect(noSite.body).toMatchObject({ state: 0, status: 613 });
  });

  it('answers product/info by id or model in the site language, with the region listing, else 625', async () => {
    const de = await getJson(stack.baseUrl, `/api/front/product/info?id=VL-CC100&site_id=${siteIds.de}`);
    expect(de.body.state).toBe(1);
    expect(de.body.data).toMatchObject({
      model: 'VL-CC100',
      name: 'USB-C auf USB-C Kabel, 1 m',
      category_name: 'Kabel',
      quick_charge: '3.0',
      available: 1,
      listing: { site: 'de', marketplace: 'amazon.de', in_stock: true },
    });
    expect(de.body.data.listing.url).toMatch(/^https:\/\/www\.amazon\.de\//);
    expect(de.body.data.specs.map((s: { key: string }) => s.key)).toContain('max_power');
    expect(de.body.data.compatibility).toContain('MacBook Air (M3)');
    expect(de.body.data.images[0]).toBe('/img/products/vl-cc100.svg');

    const byId = await getJson(stack.baseUrl, `/api/front/product/info?id=${de.body.data.id}&site_id=${siteIds.us}`);
    expect(byId.body.data.name).toBe('USB-C to USB-C Cable, 1 m');

    const notSold = await getJson(stack.baseUrl, `/api/front/product/info?id=vl-am200&site_id=${siteIds.jp}`);
    expect(notSold.body.data).toMatchObject({ available: 0, listing: null });

    for (const query of [`id=VL-NOPE&site_id=${siteIds.us}`, `id=999999&site_id=${siteIds.us}`, 'id=VL-CC100&site_id=999999']) {
      const missing = await getJson(stack.baseUrl, `/api/front/product/info?${query}`);
      expect(missing.http).toBe(200);
      expect(missing.body, query).toMatchObject({ state: 0, status: 625 });
    }
    const noId = await getJson(stack.baseUrl, `/api/front/product/info?site_id=${siteIds.us}`);
    expect(noId.body).toMatchObject({ state: 0, status: 613 });
  });

  it("lists a product's reviews with the visitor's language first and a rating summary", async () => {
    const res = await getJson(stack.baseUrl, `/api/front/product/reviews?id=VL-GAN65&site_id=${siteIds.us}`);
    const data = res.body.data as { total: number; average: number; histogram: number[]; rows: { lang: string; stars: number; body: string }[] };
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.rows[0]!.lang).toBe('us');
    expect(data.histogram.reduce((a, b) => a + b, 0)).toBe(data.total);
    expect(data.average).toBeGreaterThanOrEqual(4);
  });

  it('seeds idempotently: a second run changes no catalogue row', async () => {
    const snapshot = () =>
      stack.db.$queryRaw<{ t: string; n: bigint; h: string }[]>`
        SELECT 'product' AS t, count(*) AS n, md5(string_agg(p::text, '|' ORDER BY id)) AS h FROM product p
        UNION ALL SELECT 'text', count(*), md5(string_agg(x::text, '|' ORDER BY product_id, lang)) FROM product_text x
        UNION ALL SELECT 'listing', count(*), md5(string_agg(l::text, '|' ORDER BY product_id, site)) FROM product_listing l
        UNION ALL SELECT 'review', count(*), md5(string_agg(r::text, '|' ORDER BY id)) FROM product_review r
        UNION ALL SELECT 'category', count(*), md5(string_agg(c::text, '|' ORDER BY id)) FROM product_category c`;
    const before = await snapshot();
    expect(before.find((r) => r.t === 'product')!.n).toBeGreaterThanOrEqual(24n);
    expect(before.find((r) => r.t === 'text')!.n).toBe(before.find((r) => r.t === 'product')!.n * 9n);
    await seedDatabase(stack.db);
    expect(await snapshot()).toEqual(before);
  });

  describe('site search', () => {
    const search = (site: string, text: string, type = 'product') =>
      getJson(stack.baseUrl, `/api/front/search?type=${type}&search=${encodeURIComponent(text)}&site_id=${siteIds[site]}`);
    const models = (res: Awaited<ReturnType<typeof search>>) => (res.body.data.rows as { model: string }[]).map((r) => r.model);

    it('ranks products whose name matches above those that only mention the word', async () => {
      const res = await search('us', 'lightning cable');
      expect(res.body.state).toBe(1);
      expect(res.body.data.total).toBeGreaterThanOrEqual(3);
      expect(models(res).slice(0, 3).sort()).toEqual(['VL-AL100', 'VL-CL100', 'VL-CL200']);
      const ranks = (res.body.data.rows as { rank: number }[]).map((r) => r.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it("stems with the language's configuration (German plural, French plural)", async () => {
      // "Ladegeräte" (plural) finds "Ladegerät" only if the german configuration stems both.
      const de = await search('de', 'Ladegeräte');
      expect(models(de)).toEqual(expect.arrayContaining(['VL-GAN30', 'VL-GAN65']));
      const fr = await search('fr', 'chargeurs');
      expect(models(fr)).toEqual(expect.arrayContaining(['VL-GAN30', 'VL-GAN65']));
      // English stemming must not leak into Swedish: the Swedish word finds Swedish texts.
      const se = await search('se', 'laddare');
      expect(models(se)).toEqual(expect.arrayContaining(['VL-GAN30']));
    });

    it('forgives typos with trigram similarity', async () => {
      const res = await search('us', 'lightnig');
      expect(models(res)).toEqual(expect.arrayContaining(['VL-CL100', 'VL-AL100']));
      const model = await search('us', 'VL-GAN56');
      expect(models(model)[0]).toMatch(/^VL-GAN/);
    });

    it('finds Polish and Japanese products with the simple configuration', async () => {
      const pl = await search('pl', 'ładowarka');
      expect(models(pl)).toEqual(expect.arrayContaining(['VL-GAN65']));
      const jp = await search('jp', '充電器');
      expect(models(jp)).toEqual(expect.arrayContaining(['VL-GAN65']));
    });

    it('answers an empty result for an empty search, and 614 for an unknown type', async () => {
      const empty = await search('us', '');
      expect(empty.body.data).toEqual({ rows: [], total: 0 });
      const unknown = await search('us', 'cable', 'recipe');
      expect(unknown.body).toMatchObject({ state: 0, status: 614 });
      expect(unknown.body.data.fields[0].field).toBe('type');
      // Names every object has are types like any other (the fuzz tests once found a 500 here).
      for (const inherited of ['__proto__', 'constructor', 'toString']) {
        const res = await search('us', 'cable', inherited);
        expect(res.body, inherited).toMatchObject({ state: 0, status: 614 });
      }
    });
  });
});
