import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentTo } from '../support/smtp-sink';
import { getJson, postForm, startStack, uniqueEmail, type Stack } from '../support/stack';

/**
 * The beta-tester programme end to end: real api, workers, Postgres, Redis and SMTP sink. Each
 * client has its own IP (X-Forwarded-For with TRUST_PROXY on), so per-IP limits do not spill over.
 */
let stack: Stack;
let lastIp = 0;

const post = (path: string, fields: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}) =>
  postForm(stack.baseUrl, `/api/front${path}`, Object.fromEntries(new URLSearchParams(fields)), { 'x-forwarded-for': `203.0.113.${++lastIp}`, ...headers });

/** Form encoding with repeated keys (devices[]=a&devices[]=b), which a plain record cannot hold. */
async function postRaw(path: string, body: URLSearchParams) {
  const response = await fetch(`${stack.baseUrl}/api/front${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${++lastIp}` },
    body: body.toString(),
  });
  return (await response.json()) as { state: number; status: number; message: string; data?: any };
}

const tester = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Ann Tester',
  email,
  country: 'DE',
  share_opinions: 'yes',
  keep_confidential: 'yes',
  site: 'us',
  ...extra,
});

const testerMails = (email: string) => stack.smtp.messages.filter((m) => sentTo(email)(m) && /beta/i.test(m.subject ?? ''));

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('beta tester registration', () => {
  it('registers a tester with the older form’s devices and interests, and sends the welcome email in the site’s language', async () => {
    const email = uniqueEmail('Tester');
    const body = new URLSearchParams({ username: 'annt', email, country: 'DE', share_opinions: '1', keep_confidential: 'true', site: 'de' });
    for (const d of ['usb_c', 'lightning', 'usb_c']) body.append('devices[]', d);
    for (const i of ['chargers_power_banks', 'crowdfunding']) body.append('interests', i);
    const res = await postRaw('/tester/register', body);
    expect(res).toMatchObject({ state: 1, status: 200 });
    expect(res.message).toMatch(/Betatester-Programm/);

    const stored = await stack.db.betaTester.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(stored).toMatchObject({
      name: 'annt',
      country: 'DE',
      devices: ['usb_c', 'lightning'],
      interests: ['chargers_power_banks', 'crowdfunding'],
      shareOpinions: true,
      keepConfidential: true,
      site: 'de',
    });

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('Willkommen im Voltline-Betatester-Programm');
    expect(mail.text).toContain('Willkommen an Bord, annt!');
    expect(mail.text).toMatch(/große Rabatte, kostenlose Produkte/);
    expect(mail.text).toContain(`${stack.baseUrl}/betatester_active_guide`);
  });

  it('tells an existing tester so (629), whatever the case of the email, and neither registers nor writes again', async () => {
    const email = uniqueEmail('Again');
    expect((await post('/tester/register', tester(email))).body).toMatchObject({ state: 1 });
    await stack.smtp.waitFor(sentTo(email));

    const again = await post('/tester/register', tester(email.toUpperCase(), { name: 'Someone Else', country: 'FR' }));
    expect(again.http).toBe(200);
    expect(again.body).toMatchObject({ state: 0, status: 629, message: 'You are already a tester.' });
    expect(await stack.db.betaTester.findMany({ where: { email: email.toLowerCase() } })).toMatchObject([{ name: 'Ann Tester', country: 'DE' }]);
    const welcomeJobs = await stack.db.outboxEvent.findMany({ where: { name: 'testerWelcome', payload: { path: ['to'], equals: email.toLowerCase() } } });
    expect(welcomeJobs).toHaveLength(1);

    // A later email to the same address arrives after any second welcome would have been queued.
    const other = uniqueEmail('Sentinel');
    await post('/tester/register', tester(other));
    await stack.smtp.waitFor(sentTo(other));
    expect(testerMails(email)).toHaveLength(1);
  });

  it('refuses to register without both consents, with a clear message per consent', async () => {
    const email = uniqueEmail('NoConsent');
    const res = await post('/tester/register', tester(email, { share_opinions: 'no', keep_confidential: '0', site: 'fr' }));
    expect(res.body).toMatchObject({ state: 0, status: 614 });
    expect(res.body.data.fields).toEqual([
      { field: 'share_opinions', message: expect.stringMatching(/partager votre avis/) },
      { field: 'keep_confidential', message: expect.stringMatching(/confidentielles/) },
    ]);
    const one = await post('/tester/register', tester(email, { keep_confidential: 'no' }));
    expect(one.body.data.fields).toEqual([{ field: 'keep_confidential', message: expect.stringMatching(/confidential until launch/) }]);
    expect(await stack.db.betaTester.count({ where: { email: email.toLowerCase() } })).toBe(0);
  });

  it('answers 608 and 609 for the email, and names the missing fields', async () => {
    expect((await post('/tester/register', tester(''))).body).toMatchObject({ state: 0, status: 608 });
    expect((await post('/tester/register', tester('not-an-email'))).body).toMatchObject({ state: 0, status: 609 });
    const res = await post('/tester/register', { email: uniqueEmail('Missing') });
    expect(res.body).toMatchObject({ state: 0, status: 614 });
    expect(res.body.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['country', 'keep_confidential', 'name', 'share_opinions']);
    const unknown = await post('/tester/register', tester(uniqueEmail('Device'), { devices: 'toaster' }));
    expect(unknown.body).toMatchObject({ state: 0, status: 614, data: { fields: [{ field: 'devices.0', message: 'This value is not valid.' }] } });
  });

  it('shows the tester right in the personal centre of the same email', async () => {
    const email = uniqueEmail('Member');
    const password = 'Volt2026';
    const ip = '203.0.113.250';
    const reg = await postForm(
      stack.baseUrl,
      '/api/front/customer/register',
      { email, password, confirm_password: password, username: 'ann', fullname: 'Ann Smith', country: 'US', site: 'us' },
      { 'x-forwarded-for': ip },
    );
    expect(reg.body).toMatchObject({ state: 1, status: 607 });
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && /register_email_vaild/.test(m.text ?? ''));
    const token = new URL(mail.text!.match(/https?:\/\/\S+\/register_email_vaild\?token=[\w-]+/)![0]).searchParams.get('token')!;
    const verified = await postForm(stack.baseUrl, '/api/front/customer/verify_email', { token }, { 'x-forwarded-for': ip });
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const rights = () => getJson(stack.baseUrl, '/api/front/customer/my_preserve', { cookie, 'x-forwarded-for': ip });

    expect((await rights()).body.data).toMatchObject({ tester: false });
    expect((await post('/tester/register', tester(email))).body.state).toBe(1);
    const after = (await rights()).body.data;
    expect(after.tester).toBe(true);
    const testerBenefits = after.benefits.filter((b: { source: string }) => b.source === 'tester');
    expect(testerBenefits.length).toBeGreaterThan(0);
    expect(testerBenefits.every((b: { active: boolean }) => b.active)).toBe(true);
  });
});
