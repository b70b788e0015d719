import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { resources } from '@voltline/locales';
import { statisticsQueue, type StatisticsBatch } from '@voltline/contracts/jobs';
import { postForm, startStack, type Stack } from '../support/stack';
import { clockFromNoonUtc } from '../support/clock';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-0123456789';
const OPS = { user: 'ops', password: 'ops-password-1' };
const BROWSER = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
const field = resources.us.status.field;

/** YYYY-MM-DD HH:mm:ss of this process's clock shifted by `days` (UTC: the api's window is a day either way, docs/decisions/0022). */
const localTime = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

/** JSON, because a form body cannot carry a lone surrogate (URL encoding turns it into U+FFFD). */
async function postJson(baseUrl: string, path: string, body: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...BROWSER },
    body: JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as { state: number; status: number; data?: any } };
}

describe('statistics edge: what Postgres would refuse never gets past the api', () => {
  let stack: Stack;
  let queue: Queue;
  const statistics = statisticsPath;
  // Dated today (read once the suite's clock runs): only the field under test is wrong.
  const base = {
    get local_time() {
      return localTime(0);
    },
    site_id: '1',
    site: 'us',
  };
  /** Every event waiting in this stack's statistics queue (no workers run, so nothing leaves it). */
  const queuedEvents = async () => (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized'])).flatMap((j) => (j.data as StatisticsBatch).events);

  beforeAll(async () => {
    // The counters read below are today's: the day must not change in the middle.
    clockFromNoonUtc();
    stack = await startStack({ workers: false, env: { ANALYTICS_TOKEN: TOKEN } });
    queue = new Queue(statisticsQueue.name, { connection: stack.app.redis, prefix: stack.app.config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await queue?.close();
    await stack?.close();
  });

  const refusals: {
    name: string;
    send: () => Promise<{ http: number; body: { state: number; status: number; data?: any } }>;
    field: string;
    message: string;
  }[] = [
    {
      name: 'month 13',
      send: () => postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, local_time: '2026-13-01 10:00:00', uri: '/index' }, BROWSER),
      field: 'local_time',
      message: field.date,
    },
    {
      name: 'February 30th',
      send: () => postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, local_time: '2026-02-30 10:00:00', uri: '/index' }, BROWSER),
      field: 'local_time',
      message: field.date,
    },
    {
      name: 'hour 24',
      send: () =>
        postForm(stack.baseUrl, statistics('product_amazon_button_click'), { ...base, local_time: '2026-11-20 24:00:00', product_name: 'GaN 65W' }, BROWSER),
      field: 'local_time',
      message: field.date,
    },
    {
      name: 'a NUL in a form field',
      send: () => postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, uri: '/index\u0000.php' }, BROWSER),
      field: 'uri',
      message: field.unsafe_text,
    },
    {
      name: 'a NUL in a JSON field',
      send: () =>
        postJson(stack.baseUrl, statistics('article_sharing_statistics'), {
          ...base,
          share_way: 'face\u0000book',
          article_title: 'Fast charging',
          article_id: '42',
        }),
      field: 'share_way',
      message: field.unsafe_text,
    },
    {
      name: 'a lone high surrogate',
      send: () => postJson(stack.baseUrl, statistics('product_amazon_button_click'), { ...base, product_name: 'Cable \uD83D' }),
      field: 'product_name',
      message: field.unsafe_text,
    },
    {
      name: 'a lone low surrogate',
      send: () => postJson(stack.baseUrl, statistics('product_sharing_statistics'), { ...base, share_way: 'line', product_model_name: '\uDE00 Stand' }),
      field: 'product_model_name',
      message: field.unsafe_text,
    },
    {
      name: 'a title longer than its column',
      send: () =>
        postForm(
          stack.baseUrl,
          statistics('article_iscount_product_click'),
          { ...base, article_title: 'x'.repeat(257), article_id: '42', discount_product: 'GaN 65W' },
          BROWSER,
        ),
      field: 'article_title',
      message: field.too_long,
    },
    {
      name: 'a uri longer than its column',
      send: () => postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, uri: `/${'a'.repeat(512)}` }, BROWSER),
      field: 'uri',
      message: field.too_long,
    },
  ];

  it.each(refusals)('refuses $name with 614 naming the field, and queues nothing', async ({ send, field: name, message }) => {
    const res = await send();
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 0, status: 614 });
    expect(res.body.data.fields).toEqual([{ field: name, message }]);
    expect(await queuedEvents()).toEqual([]);
  });

  // Real date-times too far from the api's date are no error of the client's: answered like a bot's
  // (state 1, so it does not send them again) and counted apart (docs/decisions/0022).
  it.each([
    { name: 'a month ahead of the clock', localTime: () => localTime(31) },
    { name: 'two days ahead of the UTC date', localTime: () => `${localTime(2).slice(0, 10)} 00:00:00` },
    { name: 'two days behind the UTC date', localTime: () => `${localTime(-2).slice(0, 10)} 23:59:59` },
    { name: 'before 2015', localTime: () => '2014-12-31 23:59:59' },
    { name: 'year 1', localTime: () => '0001-01-01 00:00:00' },
  ])('answers $name with state 1 and queues nothing', async ({ localTime: at }) => {
    const res = await postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, local_time: at(), uri: '/index' }, BROWSER);
    expect(res).toMatchObject({ http: 200, body: { state: 1 } });
    expect(await queuedEvents()).toEqual([]);
  });

  it('says why in the language of the site', async () => {
    const res = await postForm(stack.baseUrl, statistics('daily_views_ip'), { ...base, site: 'de', local_time: '2026-02-30 10:00:00', uri: '/index' }, BROWSER);
    expect(res.body.status).toBe(614);
    expect(res.body.data.fields).toEqual([{ field: 'local_time', message: resources.de.status.field.date }]);
  });

  it('counts every refusal as dropped (invalid), and queues a good event as sent', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const ingestion = await fetch(`${stack.baseUrl}/api/analytics/ingestion?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    // Every refusal above plus the German one; the five dates outside the window apart.
    expect(((await ingestion.json()) as { rows: unknown[] }).rows[0]).toMatchObject({
      day: today,
      accepted: 0,
      dropped_invalid: refusals.length + 1,
      dropped_local_time_out_of_window: 5,
    });

    // An emoji is a surrogate pair, not a lone half: it is fine. A local time a day ahead is too.
    const res = await postJson(stack.baseUrl, statistics('product_amazon_button_click'), { ...base, local_time: localTime(1), product_name: 'Cable 🔌' });
    expect(res.body).toMatchObject({ state: 1 });
    expect(await queuedEvents()).toEqual([
      { k: 'product_click', day: localTime(1).slice(0, 10), site: 'us', product: 'Cable 🔌', visitor: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });
});

describe('statistics with Redis down', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ queueRedisUrl: 'redis://127.0.0.1:1', workers: false, env: { OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers 626 with HTTP 503, so the client knows the event was not accepted, and counts it as dropped', async () => {
    const res = await postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: localTime(0), site_id: '1', site: 'fr', uri: '/index' }, BROWSER);
    expect(res.http).toBe(503);
    expect(res.body).toMatchObject({ state: 0, status: 626, message: resources.fr.status['626'] });

    const auth = { authorization: `Basic ${Buffer.from(`${OPS.user}:${OPS.password}`).toString('base64')}` };
    const metrics = await (await fetch(`${stack.baseUrl}/metrics`, { headers: auth })).text();
    expect(metrics).toMatch(/statistics_events_dropped_total\{reason="unavailable"\} 1\b/);
  });
});
