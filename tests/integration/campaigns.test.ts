import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createStatisticsProcessor, pruneCampaignVisitors } from '@voltline/workers/statistics';
import { getJson, postForm, startStack, type Stack } from '../support/stack';
import { clockFromNoonUtc } from '../support/clock';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-campaigns-0123';
// Days no other test writes, so the figures are exact. Their events are sent on them (the clock in
// each test): the api counts only events dated within a day of its own date (docs/decisions/0022).
const DAY = '2026-06-10';
const REFERRAL_DAY = '2026-06-11';

const browser = (n: number) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 visitor-${n}` });

interface Plan {
  /** The landing address's query string, or '' for direct traffic. */
  query: string;
  visitors: number;
  /** Marketplace clicks of the first visitors of the group: [visitors who click, clicks each]. */
  clickers: [number, number];
  row: { campaign: string; source: string; medium: string };
}

// 30 visitors, 10 views each (300), 40 marketplace clicks: three campaigns and direct traffic.
// The campaign parameters arrive in mixed case with other parameters that must not be kept.
const PLANS: Plan[] = [
  {
    query: '?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring&site=us&gclid=abc123',
    visitors: 8,
    clickers: [4, 4],
    row: { campaign: 'spring', source: 'newsletter', medium: 'email' },
  },
  {
    query: '?utm_source=facebook&utm_medium=social&utm_campaign=summer+sale',
    visitors: 8,
    clickers: [3, 4],
    row: { campaign: 'summer sale', source: 'facebook', medium: 'social' },
  },
  {
    query: '?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=usb-c+cable',
    visitors: 6,
    clickers: [1, 2],
    row: { campaign: 'launch', source: 'google', medium: 'cpc' },
  },
  { query: '', visitors: 8, clickers: [5, 2], row: { campaign: '(none)', source: '(direct)', medium: '(none)' } },
];
const PAGES = ['/products', '/product/3', '/product/7', '/explore', '/product/3', '/support', '/index', '/product/12', '/about'];

describe('campaign analytics: attribution of views and marketplace clicks, analyst API', () => {
  let stack: Stack;
  const analytics = async (path: string) => {
    const response = await fetch(`${stack.baseUrl}/api/analytics${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const rowsOf = async (path: string) => JSON.parse((await analytics(path)).text).rows as Record<string, string | number>[];
  const view = (visitor: number, uri: string, day = DAY, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    postForm(
      stack.baseUrl,
      statisticsPath('daily_views_ip'),
      { local_time: `${day} 09:30:00`, site_id: '1', site: 'us', uri, ...extra },
      { ...browser(visitor), ...headers },
    );
  const click = (visitor: number, day = DAY) =>
    postForm(
      stack.baseUrl,
      statisticsPath('product_amazon_button_click'),
      { local_time: `${day} 09:31:00`, site_id: '1', site: 'us', product_name: 'VL-C100' },
      browser(visitor),
    );

  beforeAll(async () => {
    stack = await startStack({ env: { ANALYTICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await stack?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 300 views of 30 visitors and 40 marketplace clicks under their campaigns, in JSON and CSV', async () => {
    clockFromNoonUtc(DAY);
    let next = 0;
    const journeys = PLANS.flatMap((plan) =>
      Array.from({ length: plan.visitors }, (_, i) => {
        const visitor = next++;
        return async () => {
          // One visitor's events in order, as a browser sends them: the landing first.
          const answers = [await view(visitor, `/index${plan.query}`)];
          for (const page of PAGES) answers.push(await view(visitor, page));
          if (i < plan.clickers[0]) for (let c = 0; c < plan.clickers[1]; c++) answers.push(await click(visitor));
          return answers.map((a) => a.body.state);
        };
      }),
    );
    const states = (await Promise.all(journeys.map((journey) => journey()))).flat();
    expect(states).toHaveLength(340);
    expect(states.every((s) => s === 1)).toBe(true);

    const expected = PLANS.map((plan) => ({
      ...plan.row,
      views: plan.visitors * 10,
      visitors: plan.visitors,
      marketplace_clicks: plan.clickers[0] * plan.clickers[1],
      click_through: Math.round((plan.clickers[0] / plan.visitors) * 10_000) / 10_000,
    }));
    // Most visitors first; ties by views, then by campaign name.
    const byRank = [expected[3]!, expected[0]!, expected[1]!, expected[2]!];
    expect(byRank.map((r) => r.click_through)).toEqual([0.625, 0.5, 0.375, 0.1667]);

    await expect.poll(async () => rowsOf(`/campaigns?from=${DAY}&to=${DAY}`), { timeout: 20_000 }).toEqual(byRank);
    expect(byRank.reduce((n, r) => n + r.views, 0)).toBe(300);
    expect(byRank.reduce((n, r) => n + r.marketplace_clicks, 0)).toBe(40);

    const csv = await analytics(`/campaigns?from=${DAY}&to=${DAY}&site=us&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="campaigns-by-campaign_${DAY}_${DAY}_us.csv"`);
    expect(csv.text).toBe(
      [
        'campaign,source,medium,views,visitors,marketplace_clicks,click_through',
        '(none),(direct),(none),80,8,10,0.625',
        'spring,newsletter,email,80,8,16,0.5',
        'summer sale,facebook,social,80,8,12,0.375',
        'launch,google,cpc,60,6,2,0.1667',
        '',
      ].join('\r\n'),
    );

    // Per landing: every campaign visitor landed on /index; direct visitors too.
    const byLanding = await rowsOf(`/campaigns?from=${DAY}&to=${DAY}&group=landing`);
    expect(byLanding).toHaveLength(4);
    expect(byLanding.every((r) => r.landing === '/index')).toBe(true);
    // Per day: one day, the same figures with a day column.
    expect(await rowsOf(`/campaigns?from=${DAY}&to=${DAY}&group=day`)).toEqual(byRank.map((r) => ({ day: DAY, ...r })));
    // The path is still what the views count as uri: the query string was not kept.
    const uris = await rowsOf(`/views?from=${DAY}&to=${DAY}&group=uri`);
    expect(uris.find((r) => r.uri === '/index')).toMatchObject({ views: 60, visitors: 30 });
    expect(uris.some((r) => String(r.uri).includes('?'))).toBe(false);
  });

  it('counts a visitor sent by another site under that host, keeps a campaign against a later referral, and lets the last campaign win', async () => {
    clockFromNoonUtc(REFERRAL_DAY);
    // 100: from a search engine (Referer header), then two pages and a click.
    await view(100, '/products', REFERRAL_DAY, {}, { referer: 'https://www.example-search.com/search?q=voltline+cable' });
    await view(100, '/product/3', REFERRAL_DAY);
    await click(100, REFERRAL_DAY);
    // 101: a campaign, then the same visitor comes back from a search engine (the web client sends
    // document.referrer as `referrer`): still the campaign's.
    await view(101, '/index?utm_source=newsletter&utm_campaign=spring', REFERRAL_DAY);
    await view(101, '/products', REFERRAL_DAY, { referrer: 'https://www.example-search.com/' });
    // 102: one campaign, then another one: the last wins for what follows.
    await view(102, '/index?utm_source=newsletter&utm_campaign=spring', REFERRAL_DAY);
    await view(102, '/product/5?utm_source=facebook&utm_campaign=winter', REFERRAL_DAY);
    await click(102, REFERRAL_DAY);
    // Our own site as the referrer is not a source.
    await view(103, '/index', REFERRAL_DAY, {}, { referer: `${stack.baseUrl}/products` });

    const row = (source: string, views: number, visitors: number, clicks: number) => ({
      source,
      views,
      visitors,
      marketplace_clicks: clicks,
      click_through: visitors ? Math.round(((clicks ? 1 : 0) / visitors) * 10_000) / 10_000 : 0,
    });
    await expect
      .poll(async () => rowsOf(`/sources?from=${REFERRAL_DAY}&to=${REFERRAL_DAY}`), { timeout: 20_000 })
      .toEqual([row('newsletter', 3, 2, 0), row('www.example-search.com', 2, 1, 1), row('(direct)', 1, 1, 0), row('facebook', 1, 1, 1)]);
    const campaigns = await rowsOf(`/campaigns?from=${REFERRAL_DAY}&to=${REFERRAL_DAY}&group=landing`);
    expect(campaigns.find((r) => r.campaign === 'winter')).toMatchObject({
      source: 'facebook',
      landing: '/product/5',
      views: 1,
      marketplace_clicks: 1,
      click_through: 1,
    });
    expect(campaigns.find((r) => r.source === 'www.example-search.com')).toMatchObject({ campaign: '(none)', medium: 'referral', landing: '/products' });
  });

  it('counts a statistics job delivered twice once in the campaign figures', async () => {
    const process = createStatisticsProcessor({ db: stack.db });
    const from = { source: 'newsletter', medium: 'email', campaign: 'autumn', content: '', term: '', landing: '/index' };
    const visitor = 'f'.repeat(32);
    const job = {
      id: randomUUID(),
      data: {
        events: [
          { k: 'view', day: '2026-06-12', site: 'de', uri: '/index', visitor, from: 0 },
          { k: 'view', day: '2026-06-12', site: 'de', uri: '/products', visitor, from: 0 },
          { k: 'product_click', day: '2026-06-12', site: 'de', product: 'VL-C100', visitor, from: 0 },
        ],
        arrivals: [from],
      },
    } as unknown as Job;
    expect(await process(job)).toEqual({ events: 3, duplicate: false, deadLettered: 0 });
    expect(await process(job)).toEqual({ events: 3, duplicate: true, deadLettered: 0 });
    expect(await rowsOf('/campaigns?from=2026-06-12&to=2026-06-12')).toEqual([
      { campaign: 'autumn', source: 'newsletter', medium: 'email', views: 2, visitors: 1, marketplace_clicks: 1, click_through: 1 },
    ]);
  });

  it('leaves an event the fold sets aside out of the campaign figures too', async () => {
    const process = createStatisticsProcessor({ db: stack.db });
    const from = { source: 'newsletter', medium: 'email', campaign: 'poisoned', content: '', term: '', landing: '/index' };
    const view = (uri: string, visitor: string) => ({ k: 'view', day: '2026-06-13', site: 'it', uri, visitor, from: 0 });
    // Postgres refuses NUL in text: the second view is dead-lettered, the others are counted.
    const job = {
      id: randomUUID(),
      data: { events: [view('/index', 'a'.repeat(32)), view('/bad\u0000', 'b'.repeat(32)), view('/products', 'c'.repeat(32))], arrivals: [from] },
    } as unknown as Job;
    expect(await process(job)).toEqual({ events: 3, duplicate: false, deadLettered: 1 });
    expect(await rowsOf('/campaigns?from=2026-06-13&to=2026-06-13')).toEqual([
      { campaign: 'poisoned', source: 'newsletter', medium: 'email', views: 2, visitors: 2, marketplace_clicks: 0, click_through: 0 },
    ]);
  });

  it('does not count a visitor again for a day whose visitor rows were pruned', async () => {
    const process = createStatisticsProcessor({ db: stack.db });
    const from = { source: 'newsletter', medium: 'email', campaign: 'late', content: '', term: '', landing: '/index' };
    const day = '2026-06-14';
    const job = (visitor: string, uri: string) =>
      ({ id: randomUUID(), data: { events: [{ k: 'view', day, site: 'nl', uri, visitor, from: 0 }], arrivals: [from] } }) as unknown as Job;
    const figures = async () => (await rowsOf(`/campaigns?from=${day}&to=${day}`)).map(({ views, visitors }) => ({ views, visitors }));

    await process(job('d'.repeat(32), '/index'));
    expect(await figures()).toEqual([{ views: 1, visitors: 1 }]);
    // The day is long over in every time zone: the prune deletes its visitor rows and closes it.
    expect(await pruneCampaignVisitors(stack.db)).toBeGreaterThan(0);
    expect(await stack.db.campaignDayClosed.count({ where: { day: new Date(day) } })).toBe(1);
    // A late view of the same visitor (a clock far off) counts as a view, not as a second visitor.
    await process(job('d'.repeat(32), '/products'));
    expect(await figures()).toEqual([{ views: 2, visitors: 1 }]);
  });

  it('documents both endpoints in the OpenAPI document, with examples', async () => {
    type Doc = {
      paths: Record<string, { get?: { description?: string; responses: Record<string, { content?: Record<string, { example?: { rows: unknown[] } }> }> } }>;
    };
    const doc = (await (await fetch(`${stack.baseUrl}/api/docs/json`)).json()) as Doc;
    for (const path of ['/api/analytics/campaigns', '/api/analytics/sources']) {
      const get = doc.paths[path]?.get;
      expect(get?.description, path).toContain('group=landing');
      const example = get?.responses['200']?.content?.['application/json']?.example;
      expect(example?.rows.length, path).toBeGreaterThan(1);
    }
  });

  it('gives a campaign visitor the marketplace parameters configured for the campaign, and nobody else', async () => {
    const headers = { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15 links-test' };
    const before = await getJson(stack.baseUrl, '/api/front/marketplace/campaign_links?site=de', headers);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    expect(before.body.data).toEqual({ campaign: null, params: {} });

    const today = new Date().toISOString().slice(0, 10);
    await postForm(
      stack.baseUrl,
      statisticsPath('daily_views_ip'),
      { local_time: `${today} 10:00:00`, site_id: '2', site: 'de', uri: '/index?utm_source=newsletter&utm_campaign=spring' },
      headers,
    );
    const after = await getJson(stack.baseUrl, '/api/front/marketplace/campaign_links?site=de', headers);
    expect(after.body.data.campaign).toBe('spring');
    expect(after.body.data.params['amazon.de']).toBe('maas=maas_adg_voltline_spring_de&ref_=aa_maas&tag=maas');
    // The same person on another site has no campaign there.
    expect((await getJson(stack.baseUrl, '/api/front/marketplace/campaign_links?site=fr', headers)).body.data).toEqual({ campaign: null, params: {} });
  });
});
