import { afterEach, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

/**
 * An insights session belongs to the analyst token it was opened with: once the api runs with a
 * new ANALYTICS_TOKEN (the old one leaked, an analyst left), the cookies opened with the old one
 * open nothing, though their sessions are still in Redis. Each api here shares the first one's
 * Redis key prefix and SESSION_SECRET, as a restarted deployment would.
 */
const OLD_TOKEN = 'analyst-token-old-0123456789';
const NEW_TOKEN = 'analyst-token-new-9876543210';
const SESSION_SECRET = 's'.repeat(64);
const VIEWS = '/api/analytics/views?from=2026-01-01&to=2026-01-31';

const stacks: Stack[] = [];
afterEach(async () => {
  await Promise.all(stacks.splice(0).map((s) => s.close()));
});

/** An api (no workers) with this token, on the Redis keys of `sharing` when given. */
async function api(token: string, sharing?: Stack): Promise<Stack> {
  const env: Record<string, string> = { ANALYTICS_TOKEN: token, SESSION_SECRET };
  if (sharing) env.QUEUE_PREFIX = sharing.app.config.QUEUE_PREFIX;
  const stack = await startStack({ workers: false, env });
  stacks.push(stack);
  return stack;
}

async function signIn(stack: Stack, token: string): Promise<{ cookie: string }> {
  const res = await fetch(`${stack.baseUrl}/api/analytics/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(stack.baseUrl).origin },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
}

const signedIn = async (stack: Stack, cookie: { cookie: string }) =>
  ((await (await fetch(`${stack.baseUrl}/api/analytics/session`, { headers: cookie })).json()) as { data: { signed_in: boolean } }).data.signed_in;

describe('insights sessions and a new analyst token', () => {
  it('keeps a session across a restart with the same token', async () => {
    const first = await api(OLD_TOKEN);
    const cookie = await signIn(first, OLD_TOKEN);
    const restarted = await api(OLD_TOKEN, first);
    expect(await signedIn(restarted, cookie)).toBe(true);
    const res = await fetch(`${restarted.baseUrl}${VIEWS}`, { headers: cookie });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it('refuses a cookie opened with the old token once the api runs with a new one; the new token signs in', async () => {
    const first = await api(OLD_TOKEN);
    const cookie = await signIn(first, OLD_TOKEN);
    expect(await signedIn(first, cookie)).toBe(true);

    const renewed = await api(NEW_TOKEN, first);
    const refused = await fetch(`${renewed.baseUrl}${VIEWS}`, { headers: cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ state: 0, status: 603 });
    expect(await signedIn(renewed, cookie)).toBe(false);

    const fresh = await signIn(renewed, NEW_TOKEN);
    const fine = await fetch(`${renewed.baseUrl}${VIEWS}`, { headers: fresh });
    expect(fine.status).toBe(200);
    expect(await fine.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });
});
