import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack, uniqueEmail, type Stack } from '../support/stack';
import { linkIn, newClient, tokenOf } from '../support/client';
import { sentTo } from '../support/smtp-sink';

/**
 * Links and sessions expire: the api runs in this process, so the test moves its clock (only
 * `Date`; timers, sockets and Redis keep real time) to just before and just after each deadline.
 * The link comes from the real email, as the customer would follow it.
 */
const PASSWORD = 'Volt2026';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The durations as docs/product.md §9 promises them, written here rather than imported from the
// code under test: a duration changed in the code, and not in the product, fails these tests.
const VERIFY_LINK_TTL_MS = 24 * HOUR;
const RESET_LINK_TTL_MS = 60 * MINUTE;
const CONFIRM_LINK_TTL_MS = 7 * DAY;
const SESSION_IDLE_MS = 7 * DAY;
const SESSION_ABSOLUTE_MS = 30 * DAY;

let stack: Stack;
const client = () => newClient(stack.baseUrl);

/** Runs `call` with the api's clock `ms` after now, then gives the real clock back. */
async function later<T>(ms: number, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

function registration(email: string) {
  return { email, password: PASSWORD, confirm_password: PASSWORD, username: 'ann', fullname: 'Ann Smith', country: 'Germany', news: '0', site: 'us' };
}

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await stack?.close();
});

describe('links and sessions expire', () => {
  it('a sign-up confirmation link works for 24 hours, then answers 611', async () => {
    const expired = uniqueEmail('verify-late');
    expect((await client().post('/customer/register', registration(expired))).body.status).toBe(607);
    const token = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(expired)), 'register_email_vaild'));
    const answer = await later(VERIFY_LINK_TTL_MS + MINUTE, () => client().post('/customer/verify_email', { token }));
    expect(answer.body).toMatchObject({ state: 0, status: 611 });

    const inTime = uniqueEmail('verify-on-time');
    expect((await client().post('/customer/register', registration(inTime))).body.status).toBe(607);
    const fresh = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(inTime)), 'register_email_vaild'));
    expect((await later(VERIFY_LINK_TTL_MS - MINUTE, () => client().post('/customer/verify_email', { token: fresh }))).body.state).toBe(1);
  });

  it('a password reset link works for 60 minutes, then answers 611 and the password is unchanged', async () => {
    const email = uniqueEmail('reset-late');
    const owner = client();
    await owner.post('/customer/register', registration(email));
    const verify = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(email)), 'register_email_vaild'));
    expect((await owner.post('/customer/verify_email', { token: verify })).body.state).toBe(1);

    await client().post('/customer/forget_password', { email, site: 'us' });
    const resetMail = await stack.smtp.waitFor((m) => sentTo(email)(m) && String(m.text).includes('/reset_password?token='));
    const token = tokenOf(linkIn(resetMail, 'reset_password'));
    const late = await later(RESET_LINK_TTL_MS + MINUTE, () =>
      client().post('/customer/set_password', { token, password: 'Fresh2027x', confirm_password: 'Fresh2027x' }),
    );
    expect(late.body).toMatchObject({ state: 0, status: 611 });
    expect((await client().post('/customer/login', { email, password: PASSWORD })).body.state).toBe(1);

    const onTime = await later(RESET_LINK_TTL_MS - MINUTE, () =>
      client().post('/customer/set_password', { token, password: 'Fresh2027x', confirm_password: 'Fresh2027x' }),
    );
    expect(onTime.body.state).toBe(1);
  });

  it('a newsletter confirmation link works for 7 days, then answers 611 and the subscriber stays pending', async () => {
    const email = uniqueEmail('news-late');
    await client().post('/customer/subscription', { email, agreement: '1', site: 'fr', local_time: '2026-11-24 10:00:00' });
    const token = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(email)), 'subscription_confirm'));
    const late = await later(CONFIRM_LINK_TTL_MS + MINUTE, () => client().post('/customer/subscription/confirm', { token, site: 'fr' }));
    expect(late.body).toMatchObject({ state: 0, status: 611 });
    expect((await stack.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('pending');

    const inTime = uniqueEmail('news-on-time');
    await client().post('/customer/subscription', { email: inTime, agreement: '1', site: 'fr', local_time: '2026-11-24 10:00:00' });
    const fresh = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(inTime)), 'subscription_confirm'));
    expect((await later(CONFIRM_LINK_TTL_MS - MINUTE, () => client().post('/customer/subscription/confirm', { token: fresh, site: 'fr' }))).body.state).toBe(1);
    expect((await stack.db.subscriber.findUniqueOrThrow({ where: { email: inTime } })).status).not.toBe('pending');
  });

  it('a session ends after 7 days idle and 30 days after sign-in, even when used every day', async () => {
    const email = uniqueEmail('session');
    const c = client();
    await c.post('/customer/register', registration(email));
    const verify = tokenOf(linkIn(await stack.smtp.waitFor(sentTo(email)), 'register_email_vaild'));
    expect((await c.post('/customer/verify_email', { token: verify })).body.state).toBe(1);
    const cookie = c.cookie;
    expect(cookie).toBeDefined();

    // Idle for a minute less than 7 days: still signed in, and that use starts a new idle period;
    // idle for a minute more than 7 days after it: refused.
    expect((await later(SESSION_IDLE_MS - MINUTE, () => c.get('/get_user_info'))).body.state).toBe(1);
    const idle = await later(SESSION_IDLE_MS - MINUTE + SESSION_IDLE_MS + MINUTE, () => c.get('/get_user_info'));
    expect(idle.body).toMatchObject({ state: 0, status: 603 });

    // A fresh session used every 6 days stays alive until its 30-day limit, not a minute longer.
    c.cookie = undefined;
    expect((await c.post('/customer/login', { email, password: PASSWORD })).body.state).toBe(1);
    for (let day = 6; day * DAY < SESSION_ABSOLUTE_MS; day += 6) {
      expect((await later(day * DAY, () => c.get('/get_user_info'))).body.state, `day ${day}`).toBe(1);
    }
    expect((await later(SESSION_ABSOLUTE_MS + MINUTE, () => c.get('/get_user_info'))).body).toMatchObject({ state: 0, status: 603 });
  });
});
