import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { resources, type Lang } from '@voltline/locales';
import { sentTo } from '../support/smtp-sink';
import { newOrderId } from '../support/orders';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';

/**
 * Every mail a customer receives ends by naming the site where the address was typed: this site
 * (PUBLIC_URL's host), never a marketplace the mail links to. Each kind of mail is triggered the way
 * a customer triggers it and read from the SMTP sink.
 */
let stack: Stack;
let lastIp = 0;
let host: string;

const post = (path: string, fields: Record<string, string>) =>
  postForm(stack.baseUrl, `/api/front${path}`, fields, { 'x-forwarded-for': `192.0.2.${++lastIp}` });

/** The last line of the plain-text body: the footer. */
const footerOf = (mail: ParsedMail) => (mail.text ?? '').trim().split('\n').at(-1);
const expectedFooter = (lang: Lang) => resources[lang].email.footer.replace('{{site}}', host);

function expectOurFooter(mail: ParsedMail, lang: Lang) {
  expect(footerOf(mail)).toBe(expectedFooter(lang));
  // React's renderer writes ' as &#x27;.
  expect(String(mail.html)).toContain(expectedFooter(lang).replace(/'/g, '&#x27;'));
}

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
  host = new URL(stack.baseUrl).host;
});
afterAll(async () => {
  await stack?.close();
});

describe('the footer of every customer mail names our site', () => {
  it('review coupon (which links to the marketplace)', async () => {
    const email = uniqueEmail('FooterCoupon');
    expect((await post('/review/submit', { email, product: 'VL-GAN65', site: 'de' })).body).toMatchObject({ state: 1 });
    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.text).toContain('amazon.de');
    expectOurFooter(mail, 'de');
    expect(footerOf(mail)).not.toMatch(/amazon/);
  });

  it('newsletter confirmation', async () => {
    const email = uniqueEmail('FooterNews');
    await post('/customer/subscription', { email, agreement: '1', site: 'fr' });
    expectOurFooter(await stack.smtp.waitFor(sentTo(email)), 'fr');
  });

  it('account confirmation, password reset and password changed', async () => {
    const email = uniqueEmail('FooterAccount');
    const password = 'Volt2026';
    await post('/customer/register', { email, password, confirm_password: password, username: 'ann', fullname: 'Ann Smith', country: 'JP', site: 'jp' });
    const confirm = await stack.smtp.waitFor((m) => sentTo(email)(m) && /register_email_vaild/.test(m.text ?? ''));
    expectOurFooter(confirm, 'jp');
    const token = (m: ParsedMail, path: string) =>
      new URL((m.text ?? '').match(new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`))![0]).searchParams.get('token')!;
    expect((await post('/customer/verify_email', { token: token(confirm, 'register_email_vaild') })).body.state).toBe(1);

    await post('/customer/forget_password', { email, site: 'jp' });
    const reset = await stack.smtp.waitFor((m) => sentTo(email)(m) && /reset_password\?token=/.test(m.text ?? ''));
    expectOurFooter(reset, 'jp');

    expect(
      (await post('/customer/set_password', { token: token(reset, 'reset_password'), password: 'Fresh2027x', confirm_password: 'Fresh2027x', site: 'jp' })).body
        .state,
    ).toBe(1);
    const changed = await stack.smtp.waitFor((m) => sentTo(email)(m) && (m.text ?? '').includes(`${stack.baseUrl}/login`));
    expectOurFooter(changed, 'jp');
  });

  it('warranty registration received, and the proof-of-purchase request 14 days later', async () => {
    const email = uniqueEmail('FooterWarranty');
    await post('/warranty/register', { name: 'Ann Smith', email, store: 'IT', item: 'cable', order_number: newOrderId(), site: 'it' });
    const received = await stack.smtp.waitFor(sentTo(email));
    expectOurFooter(received, 'it');

    await stack.db.warrantyRegistration.update({ where: { email: email.toLowerCase() }, data: { createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) } });
    await stack.workers!.sweepProofRequests();
    expectOurFooter(await stack.smtp.waitFor((m) => sentTo(email)(m) && m.subject !== received.subject), 'it');
  });

  it("contact acknowledgement (the care team's copy names the ticket instead)", async () => {
    const email = uniqueEmail('FooterContact');
    const res = await post('/contact/submit', { subject: 'general', name: 'Ann Smith', email, country: 'NL', message: 'Do you ship to Iceland?', site: 'nl' });
    expect(res.body).toMatchObject({ state: 1 });
    expectOurFooter(await stack.smtp.waitFor(sentTo(email)), 'nl');
    const copy = await stack.smtp.waitFor((m) => sentTo(stack.careEmail)(m) && (m.text ?? '').includes(res.body.data.ticket));
    expect(footerOf(copy)).toContain(res.body.data.ticket);
  });

  it('beta tester welcome', async () => {
    const email = uniqueEmail('FooterTester');
    await post('/tester/register', { name: 'Ann Tester', email, country: 'SE', share_opinions: 'yes', keep_confidential: 'yes', site: 'se' });
    expectOurFooter(await stack.smtp.waitFor(sentTo(email)), 'se');
  });
});
