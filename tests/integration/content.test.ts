import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startStack, type Stack } from '../support/stack';
import { searchArticles } from '../../api/src/modules/content/article-search';

describe('content reads: articles, FAQ, downloads, article search', () => {
  let stack: Stack;
  let siteId: Record<string, number>;
  const get = (path: string) => getJson(stack.baseUrl, `/api/front/${path}`);

  beforeAll(async () => {
    stack = await startStack({ workers: false });
    const sites = (await get('site/list')).body.data as { id: number; site: string }[];
    siteId = Object.fromEntries(sites.map((s) => [s.site, s.id]));
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists articles newest first, in the language of the site, with paging', async () => {
    const res = await get(`article/list?site_id=${siteId.us}&page_size=5`);
    expect(res.body.state).toBe(1);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { rows, total, page, page_size } = res.body.data;
    expect({ total, page, page_size, count: rows.length }).toEqual({ total: 12, page: 1, page_size: 5, count: 5 });
    const dates = rows.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toMatchObject({
      title: 'Tested: 10,000 bends with the braided USB-C cable',
      date: '2026-11-05',
      image: '/images/articles/tested-braided-usb-c-cable.svg',
      category: { slug: 'reviews', name: 'Reviews' },
    });

    const third = (await get(`article/list?site_id=${siteId.us}&page_size=5&page=3`)).body.data;
    expect(third.rows).toHaveLength(2);
    const de = (await get(`article/list?site_id=${siteId.de}&page_size=1`)).body.data.rows[0];
    expect(de).toMatchObject({ title: 'Getestet: 10.000 Biegungen mit dem geflochtenen USB-C-Kabel', category: { name: 'Testberichte' } });
  });

  it('filters articles by category, title and date, and sorts by title', async () => {
    const guides = (await get(`article/list?site_id=${siteId.fr}&filter=category&op=eq&value=guides`)).body.data;
    expect(guides.total).toBe(5);
    expect(guides.rows.every((r: { category: { slug: string } }) => r.category.slug === 'guides')).toBe(true);

    const notGuides = (await get(`article/list?site_id=${siteId.fr}&filter=category&op=in&value=news,reviews`)).body.data;
    expect(notGuides.total).toBe(7);

    const like = (await get(`article/list?site_id=${siteId.fr}&filter=title&op=like&value=${encodeURIComponent('câble')}`)).body.data;
    expect(like.rows.map((r: { title: string }) => r.title).sort()).toEqual([
      'Cinq habitudes pour qu’un câble de charge dure des années',
      'Quel câble charge le plus vite ?',
      'Testé : 10 000 pliages avec le câble USB-C tressé',
    ]);

    const before2026 = (await get(`article/list?site_id=${siteId.us}&filter=date&op=lt&value=2026-01-01`)).body.data;
    expect(before2026.rows.map((r: { date: string }) => r.date)).toEqual(['2025-11-20', '2025-08-04', '2025-05-12', '2024-01-16']);

    const byTitle = (await get(`article/list?site_id=${siteId.us}&sort=title&order=asc&page_size=3`)).body.data.rows.map((r: { title: string }) => r.title);
    expect(byTitle).toEqual([
      'A week at the desk with the VL-ST-AL aluminium stand',
      'Connect your laptop to a 4K monitor with one USB-C port',
      'Five habits that make a charging cable last for years',
    ]);
  });

  it('answers 614 naming the field for anything outside the whitelist', async () => {
    const cases: [string, string][] = [
      [`article/list?site_id=${siteId.us}&filter=body&value=x`, 'filter'],
      [`article/list?site_id=${siteId.us}&filter=date&op=like&value=2026`, 'op'],
      [`article/list?site_id=${siteId.us}&filter=date&op=gt&value=yesterday`, 'value'],
      [`article/list?site_id=${siteId.us}&filter=title&op=like`, 'value'],
      [`article/list?site_id=${siteId.us}&op=eq&value=x`, 'filter'],
      [`article/list?site_id=${siteId.us}&sort=summary`, 'sort'],
      [`article/list?site_id=${siteId.us}&op=regex&filter=title&value=x`, 'op'],
      [`article/list?site_id=${siteId.us}&page_size=101`, 'page_size'],
      [`article/list?site_id=${siteId.us}&page=0`, 'page'],
      [`article/list?site_id=${siteId.us}&order=up`, 'order'],
      [`faq/list?site_id=${siteId.us}&filter=group&value=shipping`, 'value'],
      [`download/list?site_id=${siteId.us}&filter=size&op=like&value=1`, 'op'],
      [`download/list?site_id=${siteId.us}&sort=url`, 'sort'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect({ path, http: res.http, state: res.body.state, status: res.body.status }).toEqual({ path, http: 200, state: 0, status: 614 });
      expect(
        res.body.data.fields.map((f: { field: string }) => f.field),
        path,
      ).toContain(field);
      expect(res.body.message).toBeTruthy();
    }
    // Without a site the answer is the catalogue's 613, as for the menu; a site that does not exist is 625.
    expect((await get('faq/list')).body).toMatchObject({ state: 0, status: 613 });
    expect((await get('download/list?site_id=999999')).body).toMatchObject({ state: 0, status: 625 });
  });

  it('returns one article with its body blocks and the discount products linked to the site marketplace', async () => {
    const first = (await get(`article/list?site_id=${siteId.de}&filter=title&op=like&value=schnellsten`)).body.data.rows[0];
    const res = await get(`article/info?id=${first.id}&site_id=${siteId.de}`);
    expect(res.body.state).toBe(1);
    const article = res.body.data;
    expect(article.title).toBe('Welches Kabel lädt am schnellsten?');
    expect(article.body[0]).toEqual({ type: 'paragraph', text: expect.stringContaining('Ein Kabel erzeugt keine Leistung') });
    expect(article.body.map((b: { type: string }) => b.type)).toEqual(['paragraph', 'heading', 'list', 'paragraph', 'tip']);
    expect(article.products).toEqual([
      { model_name: 'VL-CC200', discount: 20, image: '/images/content/cable.svg', url: 'https://www.amazon.de/s?k=Voltline+VL-CC200' },
      { model_name: 'VL-GAN65', discount: 15, image: '/images/content/charger.svg', url: 'https://www.amazon.de/s?k=Voltline+VL-GAN65' },
    ]);
    const jp = (await get(`article/info?id=${first.id}&site_id=${siteId.jp}`)).body.data;
    expect(jp.products[0].url).toBe('https://www.amazon.co.jp/s?k=Voltline+VL-CC200');
  });

  it('answers 625 for an article that does not exist and 613 without an id', async () => {
    expect((await get(`article/info?id=987654&site_id=${siteId.us}`)).body).toMatchObject({ state: 0, status: 625 });
    const missing = await get(`article/info?site_id=${siteId.us}`);
    expect(missing.body).toMatchObject({ state: 0, status: 613 });
    expect(missing.body.data.fields[0].field).toBe('id');
  });

  it('lists the article categories of a site for the tabs', async () => {
    const rows = (await get(`article_category/list?site_id=${siteId.es}`)).body.data.rows;
    expect(rows.map((r: { slug: string; name: string }) => [r.slug, r.name])).toEqual([
      ['guides', 'Guías'],
      ['news', 'Novedades'],
      ['reviews', 'Análisis'],
    ]);
  });

  it('lists the FAQ in its four groups, filterable by group and question', async () => {
    const all = (await get(`faq/list?site_id=${siteId.it}&page_size=100`)).body.data;
    expect(all.total).toBe(24);
    expect([...new Set(all.rows.map((r: { group: string }) => r.group))]).toEqual(['warranty', 'delivery', 'products', 'general']);
    const delivery = (await get(`faq/list?site_id=${siteId.it}&filter=group&value=delivery`)).body.data;
    expect(delivery.total).toBe(6);
    expect(delivery.rows[0]).toMatchObject({ group: 'delivery', question: 'Chi spedisce il mio ordine?' });
    const notWarranty = (await get(`faq/list?site_id=${siteId.it}&filter=group&op=ne&value=warranty`)).body.data;
    expect(notWarranty.total).toBe(18);
    const found = (await get(`faq/list?site_id=${siteId.us}&filter=question&op=like&value=QUICK%20CHARGE`)).body.data.rows;
    expect(found.map((r: { question: string }) => r.question)).toEqual(['Do your cables support Quick Charge?']);
  });

  it('lists downloads with their real sizes, filterable by kind and size, sortable by size', async () => {
    const all = (await get(`download/list?site_id=${siteId.us}`)).body.data;
    expect(all.total).toBe(7);
    expect(all.rows[0]).toMatchObject({
      kind: 'manual',
      file_name: 'voltline-vl-gan65-user-manual-en.pdf',
      url: '/downloads/voltline-vl-gan65-user-manual-en.pdf',
      language: 'en',
      size: 2860,
    });
    const file = await fetch(`${stack.baseUrl}${all.rows[0].url}`);
    expect(file.status).toBe(200);
    expect(Number((await file.arrayBuffer()).byteLength)).toBe(2860);

    const manuals = (await get(`download/list?site_id=${siteId.us}&filter=kind&op=eq&value=manual`)).body.data;
    expect(manuals.rows.map((r: { kind: string }) => r.kind)).toEqual(['manual', 'manual', 'manual']);
    const big = (await get(`download/list?site_id=${siteId.us}&filter=size&op=gt&value=2900`)).body.data;
    expect(big.rows.map((r: { size: number }) => r.size).sort()).toEqual([2997, 3253]);
    const bySize = (await get(`download/list?site_id=${siteId.us}&sort=size&order=desc&page_size=2`)).body.data;
    expect(bySize.rows.map((r: { size: number }) => r.size)).toEqual([3253, 2997]);
    expect(bySize.total).toBe(7);
  });

  describe('searchArticles (the site search of articles)', () => {
    const search = (lang: string, text: string, page = 1, pageSize = 10) => searchArticles(stack.db, { lang, text, page, pageSize });

    it('ranks by full-text relevance with the language stemmer', async () => {
      const { rows, total } = await search('us', 'fastest charging cable');
      expect(total).toBeGreaterThanOrEqual(1);
      expect(rows[0]?.title).toBe('Which cable charges fastest?');
      expect(rows[0]).toMatchObject({ image: '/images/articles/which-cable-charges-fastest.svg', category: { slug: 'guides' }, date: '2026-10-14' });
      // German stemming: the plural finds the singular.
      const de = await search('de', 'Ladegeräte');
      expect(de.rows.map((r) => r.title)).toContain('GaN-Ladegeräte erklärt: mehr Leistung, kleineres Netzteil');
      expect(de.rows.map((r) => r.title)).toContain('Das neue VL-GAN65, unser kleinstes 65-W-Ladegerät');
    });

    it('forgives typos with trigram similarity', async () => {
      const { rows } = await search('us', 'chager');
      expect(rows.map((r) => r.title)).toContain('GaN chargers explained: more power, smaller brick');
      const fr = await search('fr', 'chargeru');
      expect(fr.rows.length).toBeGreaterThan(0);
    });

    it('finds Japanese and Polish text with the simple configuration', async () => {
      const jp = await search('jp', '充電器');
      expect(jp.rows.map((r) => r.title)).toContain('GaN充電器とは？ 小さくてもハイパワーな理由');
      const pl = await search('pl', 'ładowarka');
      expect(pl.rows.map((r) => r.title)).toContain('Poznaj VL-GAN65, naszą najmniejszą ładowarkę 65 W');
    });

    it('pages results, and finds nothing for empty or unrelated text', async () => {
      const all = await search('us', 'USB-C', 1, 100);
      const firstTwo = await search('us', 'USB-C', 1, 2);
      const next = await search('us', 'USB-C', 2, 2);
      expect(firstTwo.total).toBe(all.total);
      expect([...firstTwo.rows, ...next.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
      expect(await search('us', '   ')).toEqual({ rows: [], total: 0 });
      expect((await search('us', 'zebra giraffe')).total).toBe(0);
    });

    it('is what GET search answers for type=article, in the language of the site', async () => {
      const { body } = await get(`search?type=article&search=${encodeURIComponent('fastest charging cable')}&site_id=${siteId.us}`);
      expect(body).toMatchObject({ state: 1 });
      expect(body.data.rows[0].title).toBe('Which cable charges fastest?');
      const de = await get(`search?type=article&search=${encodeURIComponent('Ladegeräte')}&site_id=${siteId.de}`);
      expect(de.body.data.rows.map((r: { title: string }) => r.title)).toContain('GaN-Ladegeräte erklärt: mehr Leistung, kleineres Netzteil');
    });
  });
});
