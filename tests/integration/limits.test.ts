import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson, postForm, startStack, confirmedAccount, uniqueEmail, type Stack } from '../support/stack';
import { sentTo } from '../support/smtp-sink';

/**
 * Every rate limit of the api, reached: 619 in the envelope with HTTP 429. The api trusts the proxy
 * here (TRUST_PROXY), so each test speaks from its own address (X-Forwarded-For) and one test's
 * counts never spill into another's. A second stack whose Redis is unreachable shows the limits
 * holding in memory, and sign-up and sign-in still working.
 */
const PASSWORD = 'Volt2026';
const OPS = { user: 'ops', password: 'ops-password-1' };
const ANALYTICS_TOKEN = 'analyst-token-0123456789';

let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

/** A confirmed account, written directly: these tests are about the limits, not the sign-up flow. */
const account = (stack: Stack): Promise<string> => confirmedAccount(stack.db, 'limits', PASSWORD);

const post = (stack: Stack, ip: string, path: string, fields: Record<string, string> = {}) =>
  postForm(stack.baseUrl, `/api/front${path}`, fields, { 'x-forwarded-for': ip });

function expectRefused(res: Awaited<ReturnType<typeof postForm>>) {
  expect(res.http).toBe(429);
  expect(res.body).toMatchObject({ state: 0, status: 619, message: 'Too many attempts. Please try again later.' });
}

/** Sends `max` calls from one address (each answered, none refused), then one more: refused. Returns the address. */
async function reachIpLimit(stack: Stack, path: string, max: number): Promise<string> {
  const ip = nextIp();
  for (let i = 0; i < max; i++) expect((await post(stack, ip, path)).http, `call ${i + 1} of ${max}`).not.toBe(429);
  expectRefused(await post(stack, ip, path));
  // Another address is not affected.
  expect((await post(stack, nextIp(), path)).http).not.toBe(429);
  return ip;
}

/**
 * The per-IP limit of each route (calls per window, whatever they carry), as docs/product.md §9
 * writes them; contact's (5 in 15 minutes) is in contact.test.ts.
 */
const MINUTE = 60_000;
const PER_IP = [
  { path: '/customer/register', max: 20, windowMs: 10 * MINUTE },
  { path: '/customer/verify_email', max: 30, windowMs: MINUTE },
  { path: '/customer/resend_verification', max: 10, windowMs: 10 * MINUTE },
  { path: '/customer/login', max: 30, windowMs: 5 * MINUTE },
  { path: '/customer/forget_password', max: 10, windowMs: 10 * MINUTE },
  { path: '/customer/set_password', max: 20, windowMs: 10 * MINUTE },
  { path: '/customer/update_info', max: 30, windowMs: MINUTE },
  { path: '/customer/devices/add', max: 30, windowMs: MINUTE },
  { path: '/customer/devices/delete', max: 30, windowMs: MINUTE },
  { path: '/customer/subscription', max: 30, windowMs: MINUTE },
  { path: '/warranty/register', max: 20, windowMs: 10 * MINUTE },
  { path: '/tester/register', max: 20, windowMs: 10 * MINUTE },
  { path: '/review/submit', max: 20, windowMs: 10 * MINUTE },
];

/**
 * Crosses the edge of an address's window on a route, after `reachIpLimit` filled it.
 *
 * The limiter's clock is Redis's, not the api's: rate-limiter-flexible keeps a fixed window as one
 * key per route and address, created by the window's first call with the window as its TTL, and
 * the window ends when Redis expires the key. Moving the api's `Date` would move nothing. So the
 * clock is controlled where it runs: the key's remaining time, read right after the refusal, must
 * be the documented window less the time the calls took (so a window changed in the code fails
 * here), then the test moves the edge close (PEXPIRE, the same as waiting until the window's last
 * seconds): a call before the edge is still refused, the first call after it is answered.
 */
async function crossWindowEdge(stack: Stack, redis: Redis, ip: string, path: string, windowMs: number, firstCallAt: number) {
  const keys: string[] = [];
  for await (const batch of redis.scanStream({ match: `${stack.app.config.QUEUE_PREFIX}:rate:*${path}*:${ip}`, count: 1000 }))
    keys.push(...(batch as string[]));
  expect(keys, `the window of ${ip} on ${path}`).toHaveLength(1);
  const left = await redis.pttl(keys[0]!);
  expect(left).toBeLessThanOrEqual(windowMs);
  expect(left).toBeGreaterThan(windowMs - (Date.now() - firstCallAt) - 1_000);

  await redis.pexpire(keys[0]!, 2_000);
  expectRefused(await post(stack, ip, path));
  await expect.poll(async () => (await post(stack, ip, path)).http, { timeout: 15_000, interval: 250 }).not.toBe(429);
  expect(await redis.exists(keys[0]!), 'a new window began').toBe(1);
}

describe('rate limits (Redis up)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      workers: false,
      env: { TRUST_PROXY: '1', OPS_USER: OPS.user, OPS_PASSWORD: OPS.password, ANALYTICS_TOKEN },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const { path, max, windowMs } of PER_IP) {
    it(`limits ${path} to ${max} calls per IP in ${windowMs / MINUTE} minute(s), and answers again once the window ends`, async () => {
      const firstCallAt = Date.now();
      const ip = await reachIpLimit(stack, path, max);
      const redis = new Redis(inject('redisUrl'));
      try {
        await crossWindowEdge(stack, redis, ip, path, windowMs, firstCallAt);
      } finally {
        redis.disconnect();
      }
    });
  }

  it('limits sign-up to 5 per email per hour, whatever the IP', async () => {
    const email = uniqueEmail('signup');
    const fields = { email, password: PASSWORD, confirm_password: PASSWORD, username: 'ann', fullname: 'Ann Smith', country: 'Germany', site: 'us' };
    expect((await post(stack, nextIp(), '/customer/register', fields)).body).toMatchObject({ state: 1, status: 607 });
    // Again while it waits for confirmation (each registration replaces the last one), each counted.
    for (let i = 1; i < 5; i++) expect((await post(stack, nextIp(), '/customer/register', fields)).body).toMatchObject({ state: 1, status: 607 });
    expectRefused(await post(stack, nextIp(), '/customer/register', fields));
  });

  for (const path of ['/customer/resend_verification', '/customer/forget_password']) {
    it(`limits ${path} to 3 per email per 15 minutes, whatever the IP`, async () => {
      const email = await account(stack);
      for (let i = 0; i < 3; i++) expect((await post(stack, nextIp(), path, { email })).body.state).toBe(1);
      expectRefused(await post(stack, nextIp(), path, { email }));
      // Another email from the same kind of caller still gets its answer.
      expect((await post(stack, nextIp(), path, { email: uniqueEmail('other') })).body.state).toBe(1);
    });
  }

  it('refuses an address after 10 wrong passwords on an account; the owner still signs in from another address', async () => {
    const email = await account(stack);
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) expect((await post(stack, attacker, '/customer/login', { email, password: `Wrong${i}00` })).body.status).toBe(602);
    // The attacker is refused, even with the right password: it cannot tell a right guess.
    expectRefused(await post(stack, attacker, '/customer/login', { email, password: PASSWORD }));
    // The same address may still sign in to another account (only this pair is refused).
    const other = await account(stack);
    expect((await post(stack, attacker, '/customer/login', { email: other, password: PASSWORD })).body.state).toBe(1);
    // The owner, elsewhere, signs in.
    const owner = await post(stack, nextIp(), '/customer/login', { email, password: PASSWORD });
    expect(owner.body).toMatchObject({ state: 1, data: { email } });
    expect(owner.headers.getSetCookie().some((c) => c.startsWith('vl_session='))).toBe(true);
  });

  it('slows sign-in on an account attacked from many addresses down, but lets the owner in', async () => {
    const email = await account(stack);
    // 14 wrong passwords from 14 addresses: 4 beyond the account's 10, so each attempt now waits 2 s.
    for (let i = 0; i < 14; i++) expect((await post(stack, nextIp(), '/customer/login', { email, password: `Wrong${i}00` })).body.status).toBe(602);
    const started = performance.now();
    const owner = await post(stack, nextIp(), '/customer/login', { email, password: PASSWORD });
    // A lower bound: a busy machine makes it slower, never faster.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(owner.body).toMatchObject({ state: 1, data: { email } });
  });

  it('refuses an address after 100 failed sign-ins in a day, on any accounts', async () => {
    const ip = nextIp();
    // The address already failed 99 times today (the route's own limit of 30 per 5 minutes makes
    // the real thing take an hour): its count in Redis, under the key the api keeps it.
    const redis = new Redis(inject('redisUrl'));
    try {
      const key = `${stack.app.config.QUEUE_PREFIX}:rate:signin-ip:${createHash('sha256').update(ip).digest('hex')}`;
      await redis.set(key, 99, 'PX', 24 * 3600 * 1000);
    } finally {
      redis.disconnect();
    }
    const email = await account(stack);
    expect((await post(stack, ip, '/customer/login', { email: uniqueEmail('nobody'), password: PASSWORD })).body.status).toBe(601);
    expectRefused(await post(stack, ip, '/customer/login', { email, password: PASSWORD }));
    expect((await post(stack, nextIp(), '/customer/login', { email, password: PASSWORD })).body.state).toBe(1);
  });

  it('throttles wrong operator credentials per address (basic auth on /metrics and /admin/queues)', async () => {
    const ip = nextIp();
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const metrics = (auth: string, from = ip) => fetch(`${stack.baseUrl}/metrics`, { headers: { authorization: auth, 'x-forwarded-for': from } });
    for (let i = 0; i < 10; i++) expect((await metrics(basic(OPS.user, `guess-${i}-pw`))).status).toBe(401);
    const refused = await metrics(basic(OPS.user, OPS.password));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ state: 0, status: 619 });
    const board = await fetch(`${stack.baseUrl}/admin/queues`, { headers: { authorization: basic(OPS.user, OPS.password), 'x-forwarded-for': ip } });
    expect(board.status).toBe(429);
    // The operator elsewhere is let in.
    const fine = await metrics(basic(OPS.user, OPS.password), nextIp());
    expect(fine.status).toBe(200);
    expect(await fine.text()).toContain('http_request_duration_seconds');
  });

  it('throttles wrong analyst tokens per address (bearer on /api/analytics)', async () => {
    const ip = nextIp();
    const views = (token: string, from = ip) =>
      fetch(`${stack.baseUrl}/api/analytics/views?from=2026-01-01&to=2026-01-31`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from } });
    for (let i = 0; i < 10; i++) expect((await views(`guess-${i}-0123456789abc`)).status).toBe(401);
    const refused = await views(ANALYTICS_TOKEN);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ state: 0, status: 619 });
    const fine = await views(ANALYTICS_TOKEN, nextIp());
    expect(fine.status).toBe(200);
    expect(await fine.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31', group: 'day' });
  });
});

describe('rate limits while Redis is down (in memory, per process)', () => {
  let stack: Stack;
  beforeAll(async () => {
    // The api's Redis is a dead port; the workers' Redis is up, so the outbox sweep hands mail over.
    stack = await startStack({ queueRedisUrl: 'redis://127.0.0.1:1', env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('still limits calls per IP', async () => {
    const ready = await getJson(stack.baseUrl, '/health/ready');
    expect(ready.http).toBe(503);
    await reachIpLimit(stack, '/customer/subscription', 30);
  });

  it('still limits password-reset mails per email', async () => {
    const email = await account(stack);
    for (let i = 0; i < 3; i++) expect((await post(stack, nextIp(), '/customer/forget_password', { email })).body.state).toBe(1);
    expectRefused(await post(stack, nextIp(), '/customer/forget_password', { email }));
  });

  it('still refuses an attacking address, and the owner signs in from another one', async () => {
    const email = await account(stack);
    const attacker = nextIp();
    for (let i = 0; i < 10; i++) expect((await post(stack, attacker, '/customer/login', { email, password: `Wrong${i}00` })).body.status).toBe(602);
    expectRefused(await post(stack, attacker, '/customer/login', { email, password: PASSWORD }));
    const owner = await post(stack, nextIp(), '/customer/login', { email, password: PASSWORD });
    expect(owner.body).toMatchObject({ state: 1, data: { email } });
  });

  it('signs up (607) and the confirmation mail arrives through the outbox', async () => {
    const email = uniqueEmail('down');
    const res = await post(stack, nextIp(), '/customer/register', {
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      username: 'bo',
      fullname: 'Bo Ek',
      country: 'Sweden',
      site: 'se',
    });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1, status: 607 });
    const mail = await stack.smtp.waitFor(sentTo(email), 30_000);
    expect(mail.text).toMatch(/register_email_vaild\?token=/);
  });

  it('signs in with a session that works (sessions live in Postgres)', async () => {
    const email = await account(stack);
    const ip = nextIp();
    const res = await post(stack, ip, '/customer/login', { email, password: PASSWORD });
    expect(res.body).toMatchObject({ state: 1, data: { email } });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('vl_session='))!
      .split(';')[0]!;
    expect((await getJson(stack.baseUrl, '/api/front/get_user_info', { cookie, 'x-forwarded-for': ip })).body).toMatchObject({ state: 1, data: { email } });
  });
});
