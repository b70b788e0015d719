import { describe, expect, it } from 'vitest';
import { postForm, uniqueEmail } from '../support/stack';
import { sentTo, startSmtpSink } from '../support/smtp-sink';
import { createDb } from '@voltline/db';
import { createFaultDatabase } from './support/database';
import { startApiProcess, startWorkersProcess } from './support/processes';
import { startRedisServer } from './support/redis-server';
import { apiBehindPostgresProxy } from './support/postgres-proxy';
import { onCleanup } from './support/cleanup';
import { report } from './support/mail-figures';
import { statisticsPath } from '@voltline/contracts';

/**
 * The request path when a store fails: Postgres unreachable (a proxy in front of it, cut and
 * restored), Postgres frozen (the proxy a black hole) and Redis frozen (SIGSTOP: connections accepted, nothing answered). The api runs as its
 * own process, as in production.
 */
// Today: a statistics event more than a day away would be answered and dropped whatever the stores do
// (docs/decisions/0022-statistics-local-time-window.md), where this file checks that it needs Redis.
const LOCAL_TIME = `${new Date().toISOString().slice(0, 10)} 09:00:00`;
const UNAVAILABLE = { state: 0, status: 626, message: 'The service is temporarily unavailable. Please try again shortly.' };

/** One form post per kind of submission, each valid, so it needs the database to be answered. */
function submissions(): [string, Record<string, string>][] {
  const email = () => uniqueEmail('fault');
  return [
    ['/customer/subscription', { email: email(), agreement: '1', site: 'us', local_time: LOCAL_TIME }],
    [
      '/customer/register',
      { email: email(), password: 'Volt2026', confirm_password: 'Volt2026', username: 'ann', fullname: 'Ann Smith', country: 'Germany', site: 'us' },
    ],
    ['/customer/login', { email: email(), password: 'Volt2026' }],
    ['/customer/forget_password', { email: email(), site: 'us' }],
    ['/warranty/register', { name: 'Ann Smith', email: email(), store: 'US', item: 'cable', order_number: '111-2223334-5556667', site: 'us' }],
    ['/tester/register', { name: 'Ann Tester', email: email(), country: 'DE', share_opinions: 'yes', keep_confidential: 'yes', site: 'us' }],
    ['/review/submit', { email: email(), product: 'VL-C100 USB-C cable', choice: '10', site: 'us' }],
    ['/contact/submit', { subject: 'general', name: 'Bo', email: email(), country: 'SE', message: 'Hej!', site: 'se' }],
  ];
}

describe('Postgres unreachable', () => {
  it('answers 626 with HTTP 503 on every form, says so in /health/ready, stays up and recovers', async () => {
    const { api, proxy, database } = await apiBehindPostgresProxy({ QUEUE_PREFIX: 'pg-down' });
    await proxy.cut();

    const ready = await fetch(`${api.baseUrl}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { postgres: 'down', redis: 'ok' } });

    const posts = submissions();
    expect(posts).toHaveLength(8);
    for (const [path, fields] of posts) {
      const res = await postForm(api.baseUrl, `/api/front${path}`, fields);
      expect(res.http, `${path}: ${JSON.stringify(res.body)}`).toBe(503);
      // In the language of the site the form was sent from.
      expect(res.body, path).toEqual(
        fields.site === 'se' ? { ...UNAVAILABLE, message: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.' } : UNAVAILABLE,
      );
      expect(res.headers.get('retry-after'), path).toBe('5');
    }
    // The process is still the same one, and alive.
    const pid = api.pid;
    expect((await fetch(`${api.baseUrl}/health/live`)).status).toBe(200);
    expect(api.running).toBe(true);
    expect(api.output()).not.toMatch(/unhandled error/);

    await proxy.restore();
    await expect.poll(async () => (await fetch(`${api.baseUrl}/health/ready`)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    const [path, fields] = posts[0]!;
    const back = await postForm(api.baseUrl, `/api/front${path}`, fields);
    expect(back.body).toMatchObject({ state: 1 });
    expect(api.pid).toBe(pid);
    // What was refused left nothing behind: the subscription exists once, from the retry.
    const db = createDb(database.url, { poolSize: 1 });
    try {
      expect(await db.subscriber.count({ where: { email: fields.email } })).toBe(1);
      expect(await db.customer.count()).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });
});

describe('Postgres frozen (a black hole: connections accepted, nothing ever answered)', () => {
  it('answers 626 with HTTP 503 once the connect (and pool-wait) deadline has run, stays up and recovers', async () => {
    const { api, proxy } = await apiBehindPostgresProxy({ QUEUE_PREFIX: 'pg-frozen' });
    const subscribe = () =>
      postForm(api.baseUrl, '/api/front/customer/subscription', { email: uniqueEmail('frozen-pg'), agreement: '1', site: 'us', local_time: LOCAL_TIME });
    const signIn = () => postForm(api.baseUrl, '/api/front/customer/login', { email: uniqueEmail('frozen-pg'), password: 'Volt2026' });
    expect((await subscribe()).body).toMatchObject({ state: 1 });
    expect((await signIn()).body).toMatchObject({ state: 0, status: 601 });

    // docs/product.md §9 "Time limits of the server": Postgres connect (and pool wait) 3 s. A
    // refused connection (the test above) is answered at once and runs no deadline; into a black
    // hole only the deadlines end a call: a plain query's connection (3 s), a transaction's start
    // (Prisma's 2 s). So each answer takes at least the shorter deadline, and at most the longer
    // one plus a margin for a busy machine.
    await proxy.blackHole();
    const probes: { call: string; ms: number }[] = [];
    for (const [call, send] of [
      ['sign-in', signIn],
      ['subscription', subscribe],
      ['sign-in', signIn],
      ['subscription', subscribe],
    ] as const) {
      const started = performance.now();
      const answer = await send();
      const ms = Math.round(performance.now() - started);
      probes.push({ call, ms });
      expect(answer.http, `${call}: ${JSON.stringify(answer.body)}`).toBe(503);
      expect(answer.body, call).toEqual(UNAVAILABLE);
      expect(answer.headers.get('retry-after'), call).toBe('5');
      expect(ms, call).toBeGreaterThanOrEqual(2_000 - 100);
      expect(ms, call).toBeLessThan(3_000 + 3_000);
    }
    expect(api.running).toBe(true);
    expect(api.output()).not.toMatch(/unhandled error/);

    await proxy.restore();
    await expect.poll(async () => (await fetch(`${api.baseUrl}/health/ready`)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect((await subscribe()).body).toMatchObject({ state: 1 });
    report('Postgres frozen (black hole)', Object.fromEntries(probes.map((p, i) => [`${i + 1}. ${p.call} answered 626 after (ms)`, p.ms])));
  });
});

describe('Postgres frozen under reads in flight', () => {
  it('answers 626 within the query deadline, well below a browser giving up', async () => {
    const { api, proxy } = await apiBehindPostgresProxy({ QUEUE_PREFIX: 'pg-frozen-pool' });
    // The api has served a read: its pool holds open connections.
    const reviews = (id: number) => fetch(`${api.baseUrl}/api/front/product/reviews?id=${id}&site_id=1`);
    expect((await (await reviews(1)).json()) as unknown).toMatchObject({ state: 1 });

    // Reads in flight when Postgres freezes: their queries are on connections already open, and
    // only the query deadline ends them (docs/product.md §9, "Time limits of the server"). Each id
    // is read for the first time (the read cache has none of them).
    const inFlight = Array.from({ length: 20 }, (_, i) => {
      const started = performance.now();
      return reviews(2 + i).then(async (answer) => ({
        status: answer.status,
        body: (await answer.json()) as unknown,
        ms: Math.round(performance.now() - started),
      }));
    });
    await new Promise((resolve) => setImmediate(resolve));
    await proxy.blackHole();
    const answers = await Promise.all(inFlight);
    const probes = answers.map((a) => a.ms);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
    }
    // The deadline (5 s) plus a margin for a busy machine; 15 s before.
    expect(Math.max(...probes)).toBeLessThan(5_000 + 3_000);
    expect(api.running).toBe(true);
    expect(api.output()).not.toMatch(/unhandled error/);

    await proxy.restore();
    await expect.poll(async () => (await reviews(4)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    report('Postgres frozen under reads in flight', { 'answered 626': failed.length, 'slowest answer (ms)': Math.max(...probes) });
  });
});

describe('Redis frozen', () => {
  it('answers rate-limited posts within about a second, keeps limits in memory, and hands the mail over once Redis answers again', async () => {
    const [database, redis, smtp] = await Promise.all([createFaultDatabase(), startRedisServer(), startSmtpSink()]);
    onCleanup(() => smtp.close());
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: 'frozen', SMTP_URL: smtp.url, OUTBOX_SWEEP_MS: '300', OUTBOX_GRACE_MS: '0' };
    const [api] = await Promise.all([startApiProcess(env), startWorkersProcess(env)]);
    // The api has been serving: its queue producers are set up.
    const before = uniqueEmail('before');
    expect(
      (await postForm(api.baseUrl, '/api/front/customer/subscription', { email: before, agreement: '1', site: 'us', local_time: LOCAL_TIME })).body.state,
    ).toBe(1);
    await smtp.waitFor(sentTo(before), 60_000);
    redis.freeze();

    // A subscription: rate limit (Redis, then memory), row + outbox in Postgres, hand-over (Redis:
    // gives up, the outbox keeps it). The bound is loose for a busy machine; without timeouts
    // this hung for as long as Redis was frozen.
    const email = uniqueEmail('frozen');
    const started = performance.now();
    const res = await postForm(api.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'de', local_time: LOCAL_TIME });
    const tookMs = performance.now() - started;
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1 });
    expect(tookMs).toBeLessThan(5_000);

    // A statistics event needs Redis to be accepted: 626 with HTTP 503, so the client may send it again.
    const view = await postForm(
      api.baseUrl,
      statisticsPath('daily_views_ip'),
      { local_time: LOCAL_TIME, site_id: '1', site: 'us', uri: '/index' },
      {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    );
    expect(view.http).toBe(503);
    expect(view.body).toEqual(UNAVAILABLE);

    // The per-IP limit of contact (5 per 15 minutes) holds in the api's memory meanwhile.
    const contact = { subject: 'general', name: 'Bo', email: uniqueEmail('frozen-contact'), country: 'SE', message: 'Hej!', site: 'se' };
    for (let i = 0; i < 5; i++) expect((await postForm(api.baseUrl, '/api/front/contact/submit', contact)).body.state).toBe(1);
    const refused = await postForm(api.baseUrl, '/api/front/contact/submit', contact);
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ state: 0, status: 619 });

    // Redis answers again: the outbox sweep hands the confirmation over, and it arrives once.
    redis.thaw();
    await smtp.waitFor(sentTo(email), 60_000);
    await expect.poll(() => smtp.messages.filter(sentTo(contact.email)).length, { timeout: 60_000 }).toBe(5);
    expect(smtp.messages.filter(sentTo(email))).toHaveLength(1);
  });
});
