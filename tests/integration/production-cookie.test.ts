import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, startStack, confirmedAccount, type Stack } from '../support/stack';

/**
 * The session cookie as production sets it (NODE_ENV=production, api/src/plugins/session.ts): the
 * `__Host-` prefix and Secure, so a browser keeps it only from HTTPS, for the whole site and this
 * host alone (no Domain). Every other test runs with NODE_ENV=test and the plain `vl_session`.
 */
const PASSWORD = 'Volt2026';
const COOKIE = '__Host-vl_session';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ workers: false, env: { NODE_ENV: 'production', SESSION_SECRET: 'production-cookie-test-secret-0123456789', TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

/** The Set-Cookie lines of an answer for one cookie name, split into their attributes. */
function cookieLines(headers: Headers, name: string): string[][] {
  return headers
    .getSetCookie()
    .map((line) => line.split(';').map((part) => part.trim()))
    .filter(([pair]) => pair!.startsWith(`${name}=`));
}

describe('the session cookie in production', () => {
  it('is __Host-vl_session, Secure, HttpOnly, for the whole site and no domain; the plain name signs nobody in', async () => {
    const email = await confirmedAccount(stack.db, 'prod-cookie', PASSWORD);
    const ip = { 'x-forwarded-for': '192.0.2.77' };
    const signIn = await postForm(stack.baseUrl, '/api/front/customer/login', { email, password: PASSWORD }, { origin: stack.baseUrl, ...ip });
    expect(signIn.body).toMatchObject({ state: 1, data: { email } });

    const [cookie, ...others] = cookieLines(signIn.headers, COOKIE);
    expect(others).toEqual([]);
    expect(cookie).toBeDefined();
    const attributes = cookie!.slice(1).map((a) => a.toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('samesite=lax');
    expect(attributes.filter((a) => a.startsWith('domain='))).toEqual([]);
    expect(cookieLines(signIn.headers, 'vl_session')).toEqual([]);

    const token = cookie![0]!.slice(COOKIE.length + 1);
    expect(token.length).toBeGreaterThan(20);
    const me = await getJson(stack.baseUrl, '/api/front/get_user_info', { cookie: `${COOKIE}=${token}`, ...ip });
    expect(me.body).toMatchObject({ state: 1, data: { email } });
    // The same token under the development name is no session here.
    const plain = await getJson(stack.baseUrl, '/api/front/get_user_info', { cookie: `vl_session=${token}`, ...ip });
    expect(plain.body).toMatchObject({ state: 0, status: 603 });
  });
});

describe('the session cookie when the public address is https, whatever NODE_ENV says (issue 33)', () => {
  let https: Stack;
  beforeAll(async () => {
    https = await startStack({ workers: false, env: { NODE_ENV: 'test', PUBLIC_URL: 'https://voltline.example', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await https?.close();
  });

  it('is Secure', async () => {
    const email = await confirmedAccount(https.db, 'https-cookie', PASSWORD);
    const signIn = await postForm(https.baseUrl, '/api/front/customer/login', { email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.78' });
    expect(signIn.body).toMatchObject({ state: 1, data: { email } });
    const [cookie] = cookieLines(signIn.headers, 'vl_session');
    expect(cookie).toBeDefined();
    expect(cookie).toContain('Secure');
  });
});
