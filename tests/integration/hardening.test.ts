import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import { sentTo } from '../support/smtp-sink';

/**
 * Smaller hardening of a running instance: a Permissions-Policy on every answer, the API docs behind
 * the operator credentials in production, newsletter unsubscribe tokens stored as hashes, and the
 * most common passwords refused (614 on `password`).
 */
const OPS = { user: 'ops', password: 'ops-password-1' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
let lastIp = 0;
const nextIp = () => `198.20.0.${++lastIp}`;

describe('development and test defaults', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workers: true, env: { TRUST_PROXY: '1', OPS_USER: OPS.user, OPS_PASSWORD: OPS.password } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sends a Permissions-Policy that turns off the browser features the site never uses, on pages, API answers and operator pages', async () => {
    for (const [path, headers] of [
      ['/products', {}],
      ['/api/front/site/list', {}],
      ['/metrics', { authorization: basic(OPS.user, OPS.password) }],
    ] as const) {
      const res = await fetch(`${stack.baseUrl}${path}`, { headers });
      await res.arrayBuffer();
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy, path).toContain(feature);
    }
  });

  it('stores the newsletter unsubscribe token as its SHA-256, and the link of the mail still unsubscribes', async () => {
    const email = uniqueEmail('unsub-hash');
    await postForm(
      stack.baseUrl,
      '/api/front/customer/subscription',
      { email, agreement: '1', site: 'us', local_time: '2026-11-22 10:15:00' },
      { 'x-forwarded-for': nextIp() },
    );
    const mail = await stack.smtp.waitFor(sentTo(email));
    const token = new URL(mail.text!.match(/https?:\/\/\S+\/customer\/unsubscribe\?token=[\w-]+/)![0]).searchParams.get('token')!;
    const row = (await stack.db.$queryRawUnsafe<Record<string, unknown>[]>('SELECT * FROM subscriber WHERE email = $1', email))[0]!;
    // No column holds the token itself; one holds its hash.
    expect(Object.values(row).map(String)).not.toContain(token);
    expect(row.unsubscribe_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const res = await postForm(stack.baseUrl, `/api/front/customer/unsubscribe?token=${token}`, { 'List-Unsubscribe': 'One-Click' });
    expect(res.body).toMatchObject({ state: 1 });
    expect((await stack.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
  });

  it('refuses a common password at sign-up with 614 on `password`, localized, and stores nothing', async () => {
    const email = uniqueEmail('common');
    const fields = { email, password: 'password', confirm_password: 'password', username: 'ann', fullname: 'Ann Smith', country: 'Germany', site: 'de' };
    const res = await postForm(stack.baseUrl, '/api/front/customer/register', fields, { 'x-forwarded-for': nextIp() });
    expect(res.body).toMatchObject({ state: 0, status: 614 });
    const problem = res.body.data.fields.find((f: { field: string }) => f.field === 'password');
    expect(problem?.message).toMatch(/Passwort/);
    expect(await stack.db.customer.count({ where: { email } })).toBe(0);
    // Still refused in another letter case or with digits the lists hold too.
    for (const password of ['Password', 'qwerty123', '123456']) {
      const again = await postForm(
        stack.baseUrl,
        '/api/front/customer/register',
        { ...fields, password, confirm_password: password, site: 'us' },
        { 'x-forwarded-for': nextIp() },
      );
      expect(again.body.status, password).toBe(614);
    }
    // An uncommon one of the same rule (6-16 letters or digits) is taken.
    const fine = await postForm(
      stack.baseUrl,
      '/api/front/customer/register',
      { ...fields, password: 'Volt2026xq', confirm_password: 'Volt2026xq' },
      { 'x-forwarded-for': nextIp() },
    );
    expect(fine.body).toMatchObject({ state: 1, status: 607 });
  });
});

describe('production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      workers: false,
      env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(64), OPS_USER: OPS.user, OPS_PASSWORD: OPS.password },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('serves the API docs to the operators only', async () => {
    for (const path of ['/api/docs', '/api/docs/json']) {
      const anonymous = await fetch(`${stack.baseUrl}${path}`);
      await anonymous.arrayBuffer();
      expect(anonymous.status, path).toBe(401);
      const wrong = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: basic(OPS.user, 'not-the-password') } });
      await wrong.arrayBuffer();
      expect(wrong.status, path).toBe(401);
    }
    const operator = await fetch(`${stack.baseUrl}/api/docs/json`, { headers: { authorization: basic(OPS.user, OPS.password) } });
    expect(operator.status).toBe(200);
    expect(((await operator.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
