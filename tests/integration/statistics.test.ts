import { describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createStatisticsProcessor } from '@voltline/workers/statistics';
import { VisitorHasher } from '../../api/src/modules/statistics/visitors';
import { postForm, suiteStack } from '../support/stack';
import { suiteClockFromNoonUtc } from '../support/clock';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-0123456789';
const OPS = { user: 'ops', password: 'ops-password-1' };
const BROWSER = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
const OTHER_BROWSER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36' };
// A day no other test writes, so the figures are exact. The suite runs on that day (the clock below):
// the api counts only events dated within a day of its own date (docs/decisions/0022).
const DAY = '2019-03-14';

describe('statistics: ingestion, aggregation, analyst API, operator pages', () => {
  // On DAY, from noon: the counters read below are the day's, and it must not change in the middle.
  suiteClockFromNoonUtc(DAY);
  const stack = suiteStack({ env: { ANALYTICS_TOKEN: TOKEN, OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  // Typed loosely on purpose: the assertions below say what the rows must be.
  const analytics = (path: string, token = TOKEN): Promise<{ status: number; headers: Headers; json(): Promise<any>; text(): Promise<string> }> =>
    fetch(`${stack.baseUrl}/api/analytics${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const view = (uri: string, headers = BROWSER, site = 'us', localTime = `${DAY} 10:00:00`) =>
    postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: localTime, site_id: '1', site, uri }, headers);

  it('counts views and unique visitors per day and uri once the workers have run', async () => {
    const answers = await Promise.all([view('/index'), view('/index'), view('/index', OTHER_BROWSER), view('/products'), view('/index', BROWSER, 'de')]);
    expect(answers.map((a) => a.body.state)).toEqual([1, 1, 1, 1, 1]);
    // A late event from the day before lands on that day.
    await view('/index', BROWSER, 'us', '2019-03-13 23:59:59');

    await expect
      .poll(async () => (await (await analytics(`/views?from=${DAY}&to=${DAY}&group=day`)).json()).rows, { timeout: 20_000 })
      .toEqual([{ day: DAY, views: 5, visitors: 3 }]);
    const byUri = await (await analytics(`/views?from=${DAY}&to=${DAY}&group=uri&site=us`)).json();
    expect(byUri.rows).toEqual([
      { uri: '/index', views: 3, visitors: 2 },
      { uri: '/products', views: 1, visitors: 1 },
    ]);
    // Sent after the others, so it went in a later batch, which may be folded after theirs: wait for it too.
    await expect
      .poll(async () => (await (await analytics('/views?from=2019-03-13&to=2019-03-13')).json()).rows, { timeout: 20_000 })
      .toEqual([{ day: '2019-03-13', views: 1, visitors: 1 }]);
  });

  it('aggregates clicks and shares, and serves CSV with a sensible filename', async () => {
    const base = { local_time: `${DAY} 12:00:00`, site_id: '1', site: 'fr' };
    await postForm(stack.baseUrl, statisticsPath('product_amazon_button_click'), { ...base, product_name: 'PowerLine USB-C 2m' }, BROWSER);
    await postForm(stack.baseUrl, statisticsPath('product_amazon_button_click'), { ...base, product_name: 'PowerLine USB-C 2m' }, BROWSER);
    await postForm(
      stack.baseUrl,
      statisticsPath('article_iscount_product_click'),
      { ...base, article_title: 'Fast charging, explained', article_id: '42', discount_product: 'GaN 65W' },
      BROWSER,
    );
    await postForm(
      stack.baseUrl,
      statisticsPath('product_sharing_statistics'),
      { ...base, share_way: 'Facebook', product_model_name: 'PowerLine USB-C 2m' },
      BROWSER,
    );
    await postForm(
      stack.baseUrl,
      statisticsPath('article_sharing_statistics'),
      { ...base, share_way: 'twitter', article_title: 'Fast charging, explained', article_id: '42' },
      BROWSER,
    );

    await expect
      .poll(async () => (await (await analytics(`/clicks?from=${DAY}&to=${DAY}&group=product&site=fr`)).json()).rows, { timeout: 20_000 })
      .toEqual([{ product: 'PowerLine USB-C 2m', clicks: 2 }]);
    await expect
      .poll(async () => (await (await analytics(`/clicks?from=${DAY}&to=${DAY}&group=product&type=article`)).json()).rows, { timeout: 20_000 })
      .toEqual([{ product: 'GaN 65W', clicks: 1, article_title: 'Fast charging, explained' }]);
    await expect
      .poll(async () => (await (await analytics(`/shares?from=${DAY}&to=${DAY}&group=way`)).json()).rows, { timeout: 20_000 })
      .toEqual([
        { way: 'facebook', shares: 1 },
        { way: 'twitter', shares: 1 },
      ]);

    const csv = await analytics(`/clicks?from=${DAY}&to=${DAY}&group=product&site=fr&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="marketplace-clicks-by-product_${DAY}_${DAY}_fr.csv"`);
    expect(await csv.text()).toBe('product,clicks\r\nPowerLine USB-C 2m,2\r\n');
  });

  it('rejects bad input with the field named, stores nothing, and counts it as dropped', async () => {
    const res = await postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: '2019-03-15 10:00', site_id: '1', site: 'us' }, BROWSER);
    expect(res.body.state).toBe(0);
    expect(res.body.status).toBe(614);
    expect(res.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['local_time', 'uri']);

    const bot = await postForm(
      stack.baseUrl,
      statisticsPath('daily_views_ip'),
      { local_time: '2019-03-15 10:00:00', site_id: '1', site: 'us', uri: '/index' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    );
    expect(bot.body.state).toBe(1);

    const today = new Date().toISOString().slice(0, 10);
    const ingestion = await (await analytics(`/ingestion?from=${today}&to=${today}`)).json();
    expect(ingestion.rows[0]).toMatchObject({ day: today, dropped_invalid: 1, dropped_bot: 1 });
    expect(ingestion.rows[0].accepted).toBeGreaterThanOrEqual(11);
    await stack.settled();
    // The day is listed (a series by day has every day), with nothing counted on it.
    expect((await (await analytics('/views?from=2019-03-15&to=2019-03-15')).json()).rows).toEqual([{ day: '2019-03-15', views: 0, visitors: 0 }]);
  });

  it('answers an analyst query spanning 366 days and refuses 367 (614 on to)', async () => {
    // docs/product.md §9: analyst queries span at most 366 days; 2024 is a leap year.
    const year = await analytics('/views?from=2024-01-01&to=2024-12-31');
    expect(year.status).toBe(200);
    expect(await year.json()).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    const over = await analytics('/views?from=2024-01-01&to=2025-01-01');
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ state: 0, status: 614, data: { fields: [expect.objectContaining({ field: 'to' })] } });
  });

  it('counts a batch once even when it is processed twice', async () => {
    const process = createStatisticsProcessor({ db: stack.db });
    const job = { id: randomUUID(), data: { events: [{ k: 'product_click', day: '2019-04-01', site: 'se', product: 'Stand One' }] } } as unknown as Job;
    expect(await process(job)).toEqual({ events: 1, duplicate: false, deadLettered: 0 });
    expect(await process(job)).toEqual({ events: 1, duplicate: true, deadLettered: 0 });
    const rows = (await (await analytics('/clicks?from=2019-04-01&to=2019-04-01&group=product')).json()).rows;
    expect(rows).toEqual([{ product: 'Stand One', clicks: 1 }]);
  });

  it('folds jobs that arrive together in one go, and still counts a redelivered one once', async () => {
    // A worker holding several jobs at once, as under load: they go into one fold.
    const process = createStatisticsProcessor({ db: stack.db, concurrency: 3 });
    const click = (product: string) => ({ k: 'product_click', day: '2019-04-02', site: 'jp', product });
    const jobOf = (id: string, events: unknown[]) => ({ id, data: { events } }) as unknown as Job;
    const counted = jobOf(randomUUID(), [click('Cable C1')]);
    expect(await process(counted)).toEqual({ events: 1, duplicate: false, deadLettered: 0 });

    const results = await Promise.all([
      process(jobOf(randomUUID(), [click('Cable C1'), click('Charger 65')])),
      process(counted),
      process(jobOf(randomUUID(), [click('Cable C1')])),
    ]);
    expect(results).toEqual([
      { events: 2, duplicate: false, deadLettered: 0 },
      { events: 1, duplicate: true, deadLettered: 0 },
      { events: 1, duplicate: false, deadLettered: 0 },
    ]);
    const rows = (await (await analytics('/clicks?from=2019-04-02&to=2019-04-02&group=product')).json()).rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        { product: 'Cable C1', clicks: 3 },
        { product: 'Charger 65', clicks: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("identifies a visitor by the day's salt only: same hash within a day, another the next day, salts gone after two days", async () => {
    const prefix = `visitors-${randomUUID()}`;
    const [oneProcess, another] = [new VisitorHasher(stack.app.redis, prefix), new VisitorHasher(stack.app.redis, prefix)];
    const morning = Date.parse('2031-05-01T08:00:00Z');
    const visitor = ['203.0.113.7', BROWSER['user-agent'], 'us'] as const;

    const first = await oneProcess.hash(...visitor, morning);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Another api process, later the same day: the same salt, so the same visitor.
    expect(await another.hash(...visitor, morning + 10 * 3600_000)).toBe(first);
    expect(await oneProcess.hash('198.51.100.1', visitor[1], 'us', morning)).not.toBe(first);
    // The next day the salt is another one: yesterday's hash cannot be linked to today's.
    expect(await oneProcess.hash(...visitor, morning + 24 * 3600_000)).not.toBe(first);

    const ttl = await stack.app.redis.ttl(`${prefix}:statistics:salt:2031-05-01`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2 * 24 * 3600);
    await stack.app.redis.del(`${prefix}:statistics:salt:2031-05-01`, `${prefix}:statistics:salt:2031-05-02`);
  });

  it('refuses the analyst API without the right token, and bad ranges', async () => {
    expect((await analytics(`/views?from=${DAY}&to=${DAY}`, '')).status).toBe(401);
    const wrong = await analytics(`/views?from=${DAY}&to=${DAY}`, 'wrong-token-0123456789');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="analytics", Basic realm="analytics", charset="UTF-8"');
    // The envelope like every other refusal: 603, with its message.
    const refusal = (await wrong.json()) as { state: number; status: number; message: string };
    expect(refusal).toMatchObject({ state: 0, status: 603 });
    expect(refusal.message.length).toBeGreaterThan(0);
    expect((await analytics('/views?from=2019-03-20&to=2019-03-01')).status).toBe(400);
  });

  it('guards Bull Board and /metrics with the operator credentials', async () => {
    const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
    const wrong = { authorization: `Basic ${Buffer.from(`${OPS.user}:nope-nope`).toString('base64')}` };
    expect((await fetch(`${stack.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${stack.baseUrl}/metrics`, { headers: wrong })).status).toBe(401);
    expect((await fetch(`${stack.baseUrl}/admin/queues`)).status).toBe(401);

    const metrics = await fetch(`${stack.baseUrl}/metrics`, { headers: auth });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/statistics_events_accepted_total\{kind="view"\} \d+/);
    expect(text).toMatch(/statistics_events_dropped_total\{reason="bot"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toMatch(/queue_jobs\{queue="statistics",state="completed"\} \d+/);
    expect(text).toMatch(/outbox_waiting_rows \d+/);

    const board = await fetch(`${stack.baseUrl}/admin/queues`, { headers: auth });
    expect(board.status).toBe(200);
    expect(await board.text()).toContain('<div id="root"');
    const api = await fetch(`${stack.baseUrl}/admin/queues/api/queues?activeQueue=statistics&status=completed&page=1`, { headers: auth });
    expect(api.status).toBe(200);
    const queues = (await api.json()) as { queues: { name: string }[] };
    expect(queues.queues.map((q) => q.name).sort()).toEqual(['mail', 'orders', 'statistics']);
  });

  it("Bull Board's page asks nothing of another host: no outside stylesheet, font or script, and its CSP allows none", async () => {
    const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
    const board = await fetch(`${stack.baseUrl}/admin/queues`, { headers: auth });
    expect(board.status).toBe(200);
    const html = await board.text();
    const references = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(references.some((ref) => ref.includes('static/css/'))).toBe(true);
    expect(references.filter((ref) => /^(?:https?:)?\/\//.test(ref))).toEqual([]);
    const csp = board.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/font-src 'self'/);
    expect(csp.split(';').filter((directive) => /^\s*(?:font|style)-src\b/.test(directive) && directive.includes('https:'))).toEqual([]);
  });
});
