import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startStack, confirmedAccount, uniqueEmail, type Stack } from '../support/stack';

/**
 * The documented production setup behind one load balancer (TRUST_PROXY=1, docs/operations.md):
 * the client is the address the balancer appended, the right-most one of X-Forwarded-For. Whatever
 * a client writes in front of it (a new forged address on every request) is not its address, so the
 * per-address limits hold: sign-in failures, contact submissions, analyst tokens.
 */
const PASSWORD = 'Volt2026';
const ANALYTICS_TOKEN = 'analyst-token-0123456789';

let stack: Stack;
let lastIp = 0;
/** The address the load balancer saw: one per test, so the tests' counts stay apart. */
const clientIp = () => `192.0.2.${++lastIp}`;
/** A leftmost value an attacker writes himself: different on every request. */
const forged = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
/** X-Forwarded-For as one trusted proxy passes it on: the client's own header, then the address it saw. */
const viaProxy = (client: string) => ({ 'x-forwarded-for': `${forged()}, ${client}` });

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { TRUST_PROXY: '1', ANALYTICS_TOKEN } });
});
afterAll(async () => {
  await stack?.close();
});

describe('one trusted proxy hop, forged leftmost X-Forwarded-For', () => {
  it('still refuses the address after 10 wrong passwords on an account', async () => {
    const email = await confirmedAccount(stack.db, 'proxy', PASSWORD);
    const attacker = clientIp();
    for (let i = 0; i < 10; i++) {
      const res = await postForm(stack.baseUrl, '/api/front/customer/login', { email, password: `Wrong${i}00` }, viaProxy(attacker));
      expect(res.body.status, `guess ${i + 1}`).toBe(602);
    }
    const refused = await postForm(stack.baseUrl, '/api/front/customer/login', { email, password: PASSWORD }, viaProxy(attacker));
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ state: 0, status: 619 });
    // The owner, behind the same balancer from another address, signs in.
    const owner = await postForm(stack.baseUrl, '/api/front/customer/login', { email, password: PASSWORD }, viaProxy(clientIp()));
    expect(owner.body).toMatchObject({ state: 1, data: { email } });
  });

  it('still limits contact submissions to 5 per address', async () => {
    const sender = clientIp();
    const fields = { subject: 'general', name: 'Bo', email: uniqueEmail('proxy-contact'), country: 'SE', message: 'Hej!', site: 'se' };
    for (let i = 0; i < 5; i++) {
      const res = await postForm(stack.baseUrl, '/api/front/contact/submit', fields, viaProxy(sender));
      expect(res.body.state, `submission ${i + 1}`).toBe(1);
    }
    const refused = await postForm(stack.baseUrl, '/api/front/contact/submit', fields, viaProxy(sender));
    expect(refused.http).toBe(429);
    expect(refused.body).toMatchObject({ state: 0, status: 619 });
  });

  it('still refuses the right analyst token after 10 wrong ones from the address', async () => {
    const analyst = clientIp();
    const views = (token: string, from = analyst) =>
      fetch(`${stack.baseUrl}/api/analytics/views?from=2026-01-01&to=2026-01-31`, { headers: { authorization: `Bearer ${token}`, ...viaProxy(from) } });
    for (let i = 0; i < 10; i++) expect((await views(`guess-${i}-0123456789abc`)).status, `guess ${i + 1}`).toBe(401);
    const refused = await views(ANALYTICS_TOKEN);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ state: 0, status: 619 });
    const elsewhere = await views(ANALYTICS_TOKEN, clientIp());
    expect(elsewhere.status).toBe(200);
  });
});
