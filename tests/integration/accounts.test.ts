import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startStack, uniqueEmail, type Stack } from '../support/stack';
import { linkIn, newClient, tokenOf, SESSION_COOKIE as COOKIE, type Client } from '../support/client';
import { sentTo } from '../support/smtp-sink';

/**
 * Accounts end to end: real api, workers, Postgres, Redis and SMTP sink. Each client below has its
 * own IP (X-Forwarded-For, with TRUST_PROXY on), so the per-IP limits of one test do not spill into
 * another, and its own cookie jar.
 */
const PASSWORD = 'Volt2026';

let stack: Stack;
const client = () => newClient(stack.baseUrl);

function registration(email: string, extra: Record<string, string> = {}) {
  return { email, password: PASSWORD, confirm_password: PASSWORD, username: 'ann', fullname: 'Ann Smith', country: 'Germany', news: '1', site: 'us', ...extra };
}

/** Registers, follows the confirmation email, and returns the signed-in client. */
async function signedUp(email = uniqueEmail('acct')): Promise<{ c: Client; email: string }> {
  const c = client();
  expect((await c.post('/customer/register', registration(email))).body).toMatchObject({ state: 1, status: 607 });
  const mail = await stack.smtp.waitFor(sentTo(email));
  expect((await c.post('/customer/verify_email', { token: tokenOf(linkIn(mail, 'register_email_vaild')) })).body.state).toBe(1);
  expect(c.cookie).toBeDefined();
  return { c, email };
}

const mailsTo = (email: string) => stack.smtp.messages.filter(sentTo(email));

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('sign-up and email confirmation', () => {
  it('registers, mails a confirmation link in the site language, and the link signs the person in', async () => {
    const email = uniqueEmail('SignUp');
    const c = client();
    const res = await c.post('/customer/register', registration(email, { site: 'de' }));
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1, status: 607 });
    expect(res.body.message).toMatch(/E-Mail/);
    expect(c.cookie).toBeUndefined();

    const stored = await stack.db.customer.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(stored).toMatchObject({ username: 'ann', fullname: 'Ann Smith', country: 'Germany', news: true, site: 'de', emailVerifiedAt: null });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    // Not confirmed yet: the right password answers 623.
    expect((await c.post('/customer/login', { email, password: PASSWORD })).body).toMatchObject({ state: 0, status: 623 });

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toMatch(/Voltline-Konto/);
    expect(mail.html).toContain('lang="de-DE"');
    const link = linkIn(mail, 'register_email_vaild');
    expect(link.startsWith(`${stack.baseUrl}/register_email_vaild?token=`)).toBe(true);

    const verified = await c.post('/customer/verify_email', { token: tokenOf(link) });
    expect(verified.body).toMatchObject({ state: 1, data: { email: email.toLowerCase(), username: 'ann', news: true } });
    const setCookie = verified.headers.getSetCookie().find((l) => l.startsWith(`${COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i); // only in production

    // The database holds the SHA-256 of the cookie's token, not the token.
    const session = await stack.db.session.findUniqueOrThrow({ where: { id: createHash('sha256').update(c.cookie!).digest('hex') } });
    expect(session).toMatchObject({ customerId: stored.id, revokedAt: null });
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBe(30 * 24 * 3600 * 1000);

    const info = await c.get('/get_user_info');
    expect(info.body).toMatchObject({ state: 1, data: { email: email.toLowerCase(), username: 'ann', fullname: 'Ann Smith', country: 'Germany', news: true } });
    expect(info.headers.get('cache-control')).toBe('no-store');

    // The link works once.
    expect((await client().post('/customer/verify_email', { token: tokenOf(link) })).body).toMatchObject({ state: 0, status: 611 });
    // A confirmed account: registering again is 604, in any letter case.
    expect((await client().post('/customer/register', registration(email.toUpperCase()))).body).toMatchObject({ state: 0, status: 604 });
  });

  it('resend_verification mails a new link for a pending account that replaces the old one', async () => {
    const email = uniqueEmail('pending');
    const c = client();
    await c.post('/customer/register', registration(email, { site: 'fr' }));
    const first = await stack.smtp.waitFor(sentTo(email));

    const resent = await c.post('/customer/resend_verification', { email });
    expect(resent.body).toMatchObject({ state: 1, status: 200 });
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const second = mailsTo(email)[1]!;
    expect(second.html).toContain('lang="fr-FR"'); // the account's site, as nobody chose another
    expect((await c.post('/customer/verify_email', { token: tokenOf(linkIn(first, 'register_email_vaild')) })).body.status).toBe(611);
    // The resent link asks for the password (issue 33 item 3) and confirms the address with it.
    const chosen = await c.post('/customer/set_password', {
      token: tokenOf(linkIn(second, 'reset_password')),
      password: 'Chosen2026',
      confirm_password: 'Chosen2026',
    });
    expect(chosen.body.state).toBe(1);
    expect((await client().post('/customer/login', { email, password: 'Chosen2026' })).body.state).toBe(1);

    // Unknown or already confirmed: the same answer, and no email.
    const unknown = uniqueEmail('nobody');
    expect((await c.post('/customer/resend_verification', { email: unknown })).body).toEqual(resent.body);
    expect((await c.post('/customer/resend_verification', { email })).body).toEqual(resent.body);
    await stack.settled();
    expect(mailsTo(unknown)).toHaveLength(0);
    // The two confirmation mails and the notice that the password was set; no further one.
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('answers bad sign-up input with catalogue statuses and stores nothing', async () => {
    const c = client();
    const email = uniqueEmail('bad');
    const cases: [Record<string, string>, number][] = [
      [registration(email, { confirm_password: 'Volt2027' }), 605],
      [registration(''), 608],
      [registration('not-an-email'), 609],
      [registration(email, { password: 'abc', confirm_password: 'abc' }), 617],
      [registration(email, { password: 'abc-123!', confirm_password: 'abc-123!' }), 617],
      [registration(email, { username: '' }), 614],
    ];
    for (const [fields, status] of cases) {
      const res = await c.post('/customer/register', fields);
      expect(res.http).toBe(200);
      expect(res.body.status, JSON.stringify(fields)).toBe(status);
      expect(res.body.data?.fields?.length).toBeGreaterThan(0);
    }
    expect(await stack.db.customer.count({ where: { email } })).toBe(0);
  });
});

describe('sign-in, session, sign-out', () => {
  it('answers 601 and 602, rotates the session at each sign-in, and signs out', async () => {
    const { email } = await signedUp();
    const c = client();
    expect((await c.post('/customer/login', { email: uniqueEmail('ghost'), password: PASSWORD })).body).toMatchObject({ state: 0, status: 601 });
    expect((await c.post('/customer/login', { email, password: 'Wrong123' })).body).toMatchObject({ state: 0, status: 602, message: 'Wrong password.' });
    expect(c.cookie).toBeUndefined();

    const login = await c.post('/customer/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.body).toMatchObject({ state: 1, data: { email } });
    const first = c.cookie!;
    expect((await c.post('/customer/login', { email, password: PASSWORD })).body.state).toBe(1);
    expect(c.cookie).not.toBe(first);
    // The session it replaced no longer works.
    const stale = await getJson(stack.baseUrl, '/api/front/get_user_info', { cookie: `${COOKIE}=${first}` });
    expect(stale.body).toMatchObject({ state: 0, status: 603 });
    expect((await c.get('/get_user_info')).body.state).toBe(1);

    const out = await c.get('/out_login');
    expect(out.body).toMatchObject({ state: 1 });
    expect(c.cookie).toBeUndefined();
    // Only this browser's sessions ended: the one of the sign-up browser lives on.
    const sessions = await stack.db.session.findMany({ where: { customer: { email } } });
    expect(sessions.filter((s) => s.revokedAt === null)).toHaveLength(1);
    expect(sessions.filter((s) => s.revokedAt !== null)).toHaveLength(2);
    expect((await c.get('/get_user_info')).body).toMatchObject({ state: 0, status: 603 });
    // Signing out while signed out is fine too.
    expect((await c.get('/out_login')).body.state).toBe(1);
  });

  it('answers get_user_info without a cookie, or with a forged one, with state 0 / 603', async () => {
    expect((await getJson(stack.baseUrl, '/api/front/get_user_info')).body).toMatchObject({ state: 0, status: 603 });
    const forged = await getJson(stack.baseUrl, '/api/front/get_user_info', { cookie: `${COOKIE}=${'A'.repeat(43)}` });
    expect(forged.body).toMatchObject({ state: 0, status: 603 });
  });

  it('refuses state-changing calls from another origin (603, HTTP 403)', async () => {
    const { c, email } = await signedUp();
    const foreign = await c.post('/customer/login', { email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.http).toBe(403);
    expect(foreign.body).toMatchObject({ state: 0, status: 603 });

    const viaReferer = await c.post('/customer/update_info', { fullname: 'Mallory' }, { referer: 'https://evil.example/page' });
    expect(viaReferer.http).toBe(403);
    const crossSiteLink = await c.get('/out_login', { 'sec-fetch-site': 'cross-site' });
    expect(crossSiteLink.http).toBe(403);
    expect((await c.get('/get_user_info')).body).toMatchObject({ state: 1, data: { fullname: 'Ann Smith' } });

    // The site's own origin passes.
    const own = await c.post('/customer/update_info', { fullname: 'Ann S.' }, { origin: stack.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(own.body).toMatchObject({ state: 1, data: { fullname: 'Ann S.' } });
  });
});

describe('password reset', () => {
  it('answers the same, in about the same time, whether or not an account exists', async () => {
    const { email } = await signedUp();
    const unknown = uniqueEmail('unknown');
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await client().post('/customer/forget_password', { email: address, site: 'us' });
      return { res, ms: performance.now() - started };
    };
    const known = await timed(email);
    const nobody = await timed(unknown);
    expect(known.res.http).toBe(nobody.res.http);
    expect(known.res.body).toEqual(nobody.res.body);
    expect(known.res.body).toMatchObject({ state: 1, status: 200 });
    // Both paths are held to the same floor (300 ms), far above the work either one does.
    for (const { ms } of [known, nobody]) expect(ms).toBeGreaterThanOrEqual(290);
    expect(Math.abs(known.ms - nobody.ms)).toBeLessThan(200);

    await stack.smtp.waitFor((m) => sentTo(email)(m) && /reset/i.test(m.subject ?? ''));
    expect(mailsTo(unknown)).toHaveLength(0);
    // Bad input is still said plainly.
    expect((await client().post('/customer/forget_password', { email: '' })).body.status).toBe(608);
    expect((await client().post('/customer/forget_password', { email: 'x@' })).body.status).toBe(609);
  });

  it('resets from the email link: other sessions end, a notice goes out, the new password signs in, the link works once', async () => {
    const { c: laptop, email } = await signedUp();
    const phone = client();
    expect((await phone.post('/customer/login', { email, password: PASSWORD })).body.state).toBe(1);

    const browser = client();
    await browser.post('/customer/forget_password', { email, site: 'it' });
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && m.html !== false && String(m.html).includes('/reset_password?token='));
    expect(mail.html).toContain('lang="it-IT"');
    const link = linkIn(mail, 'reset_password');
    expect(link.startsWith(`${stack.baseUrl}/reset_password?token=`)).toBe(true);
    const token = tokenOf(link);

    expect((await browser.post('/customer/set_password', { token, password: 'Fresh2027x', confirm_password: 'Fresh2028x' })).body.status).toBe(605);
    expect((await browser.post('/customer/set_password', { token, password: 'short', confirm_password: 'short' })).body.status).toBe(617);
    expect((await browser.post('/customer/set_password', { token: 'x'.repeat(43), password: 'Fresh2027x', confirm_password: 'Fresh2027x' })).body.status).toBe(
      611,
    );

    const done = await browser.post('/customer/set_password', { token, password: 'Fresh2027x', confirm_password: 'Fresh2027x', site: 'it' });
    expect(done.body).toMatchObject({ state: 1, status: 200 });

    // Every session of the account ended.
    expect((await laptop.get('/get_user_info')).body.status).toBe(603);
    expect((await phone.get('/get_user_info')).body.status).toBe(603);

    const notice = await stack.smtp.waitFor((m) => sentTo(email)(m) && String(m.html).includes('/login'));
    expect(notice.html).toContain('lang="it-IT"');
    expect(notice.text).toContain(`${stack.baseUrl}/login`);

    expect((await browser.post('/customer/login', { email, password: PASSWORD })).body.status).toBe(602);
    expect((await browser.post('/customer/login', { email, password: 'Fresh2027x' })).body).toMatchObject({ state: 1, data: { email } });

    // Single use.
    const again = await client().post('/customer/set_password', { token, password: 'Other123', confirm_password: 'Other123' });
    expect(again.body).toMatchObject({ state: 0, status: 611 });
  });

  it('keeps only the latest reset link alive', async () => {
    const { email } = await signedUp();
    await client().post('/customer/forget_password', { email });
    await client().post('/customer/forget_password', { email });
    const resets = () => mailsTo(email).filter((m) => String(m.html).includes('/reset_password?token='));
    await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(2);
    const [older, newer] = resets().map((m) => tokenOf(linkIn(m, 'reset_password')));
    const fields = (token: string) => ({ token, password: 'Later123', confirm_password: 'Later123' });
    expect((await client().post('/customer/set_password', fields(older!))).body.status).toBe(611);
    expect((await client().post('/customer/set_password', fields(newer!))).body.state).toBe(1);
  });
});

describe('personal centre', () => {
  it('updates personal info (603 signed out, 614 for an empty field)', async () => {
    const { c, email } = await signedUp();
    expect((await client().post('/customer/update_info', { username: 'x' })).body).toMatchObject({ state: 0, status: 603 });

    const res = await c.post('/customer/update_info', { username: 'annie', country: 'France', news: '0' });
    expect(res.body).toMatchObject({ state: 1, data: { email, username: 'annie', fullname: 'Ann Smith', country: 'France', news: false } });
    expect((await c.get('/get_user_info')).body.data).toEqual({ email, username: 'annie', fullname: 'Ann Smith', country: 'France', news: false });

    const empty = await c.post('/customer/update_info', { fullname: '' });
    expect(empty.body).toMatchObject({ state: 0, status: 614 });
    expect(empty.body.data.fields[0].field).toBe('fullname');
  });

  it('my_preserve reads the rights held on the email: a confirmed newsletter subscriber has the subscription', async () => {
    expect((await getJson(stack.baseUrl, '/api/front/customer/my_preserve')).body).toMatchObject({ state: 0, status: 603 });
    const { c, email } = await signedUp();
    const before = await c.get('/customer/my_preserve');
    expect(before.body).toMatchObject({ state: 1, data: { warranty: false, tester: false, subscription: false } });

    await c.post('/customer/subscription', { email, agreement: '1', site: 'us' });
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && /newsletter/i.test(m.subject ?? ''));
    await c.post('/customer/subscription/confirm', { token: tokenOf(linkIn(mail, 'subscription_confirm')) });

    const after = await c.get('/customer/my_preserve');
    expect(after.body.data).toMatchObject({ warranty: false, tester: false, subscription: true });
    const benefits = after.body.data.benefits as { key: string; source: string; active: boolean }[];
    expect(benefits).toContainEqual({ key: 'newsletter_offers', source: 'subscription', active: true });
    expect(benefits).toContainEqual({ key: 'review_coupons', source: 'account', active: true });
    const testerBenefits = benefits.filter((b) => b.source === 'tester');
    expect(testerBenefits.length).toBeGreaterThan(0);
    expect(testerBenefits.every((b) => !b.active)).toBe(true);
  });

  it('publishes the account calls in OpenAPI', async () => {
    const spec = (await (await fetch(`${stack.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/front/customer/register',
        '/api/front/customer/login',
        '/api/front/get_user_info',
        '/api/front/out_login',
        '/api/front/customer/my_preserve',
      ]),
    );
  });
});
