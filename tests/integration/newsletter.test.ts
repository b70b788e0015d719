import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import type { ParsedMail } from 'mailparser';
import { sentTo } from '../support/smtp-sink';

/** The raw List-Unsubscribe header value, as a mail client reads it. */
function rawHeader(mail: ParsedMail, name: string): string {
  return mail.headerLines.find((h) => h.key === name)?.line.replace(new RegExp(`^${name}:\\s*`, 'i'), '') ?? '';
}
const unsubscribeHeader = (mail: ParsedMail) => rawHeader(mail, 'list-unsubscribe');

const LOCAL_TIME = '2026-11-22 10:15:00';

describe('newsletter subscription, end to end', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Trusts the proxy so the flood test below can speak from two addresses (X-Forwarded-For).
    stack = await startStack({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('subscribes, mails a double opt-in link in the site language, and the link confirms', async () => {
    const email = uniqueEmail('confirm');
    const res = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'de', local_time: LOCAL_TIME });
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ state: 1, status: 200 });
    expect(res.body.message).toMatch(/Posteingang/);

    const stored = await stack.db.subscriber.findUniqueOrThrow({ where: { email } });
    expect(stored).toMatchObject({ status: 'pending', site: 'de', localTime: LOCAL_TIME });
    expect(stored.consentAt).toBeInstanceOf(Date);

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toMatch(/Newsletter/);
    expect(mail.subject).toMatch(/bestätigen|Bestätige/i);
    expect(mail.text).toBeTruthy();
    expect(mail.html).toContain('lang="de-DE"');
    // RFC 8058 one-click unsubscribe headers.
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeHeader(mail)).toMatch(new RegExp(`^<${stack.baseUrl}/api/front/customer/unsubscribe\\?token=[\\w-]+&site=de>`));

    const link = (mail.text ?? '').match(/https?:\/\/\S+\/subscription_confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const confirmed = await postForm(stack.baseUrl, '/api/front/customer/subscription/confirm', { token, site: 'de' });
    expect(confirmed.body).toMatchObject({ state: 1, status: 200 });
    expect((await stack.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('confirmed');

    // The link is single-use.
    const again = await postForm(stack.baseUrl, '/api/front/customer/subscription/confirm', { token });
    expect(again.body).toMatchObject({ state: 0, status: 611 });

    // Confirmed: subscribing again is 631, and no second email goes out.
    const duplicate = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'us' });
    expect(duplicate.body).toMatchObject({ state: 0, status: 631, message: 'This email address is already subscribed.' });
  });

  it('mails one address at most 3 confirmations an hour, counted across IPs, with the same answer every time (issue 33 item 5)', async () => {
    const email = uniqueEmail('flood');
    const subscribe = (ip: string) =>
      postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'us' }, { 'x-forwarded-for': ip });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await subscribe('203.0.113.71'));
    for (let i = 0; i < 4; i++) answers.push(await subscribe('203.0.113.72'));
    // Every answer is the one a first subscription gets: nothing tells the caller a limit was hit.
    const fresh = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email: uniqueEmail('fresh'), agreement: '1', site: 'us' });
    for (const answer of answers) {
      expect(answer.http).toBe(200);
      expect(answer.body).toEqual(fresh.body);
    }
    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await stack.settled();
    expect(stack.smtp.messages.filter(sentTo(email))).toHaveLength(3);
    // The latest mail's link still confirms: the refused calls changed nothing.
    const latest = stack.smtp.messages.filter(sentTo(email)).at(-1)!;
    const token = new URL((latest.text ?? '').match(/https?:\/\/\S+\/subscription_confirm\?token=[\w-]+/)![0]).searchParams.get('token')!;
    expect((await postForm(stack.baseUrl, '/api/front/customer/subscription/confirm', { token })).body).toMatchObject({ state: 1 });
  });

  it('sends the email again to a subscriber who has not confirmed yet', async () => {
    const email = uniqueEmail('pending');
    await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, subscribe: '1', site: 'fr', local_time: LOCAL_TIME });
    await stack.smtp.waitFor(sentTo(email));
    const second = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: '1', site: 'fr' });
    expect(second.body).toMatchObject({ state: 1 });
    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(2);
    // The first link no longer works; the second one does.
    const [first, latest] = stack.smtp.messages.filter(sentTo(email));
    const tokenOf = (text?: string) => new URL(text!.match(/https?:\/\/\S+\/subscription_confirm\?token=[\w-]+/)![0]).searchParams.get('token')!;
    expect((await postForm(stack.baseUrl, '/api/front/customer/subscription/confirm', { token: tokenOf(first!.text) })).body.status).toBe(611);
    expect((await postForm(stack.baseUrl, '/api/front/customer/subscription/confirm', { token: tokenOf(latest!.text) })).body.state).toBe(1);
  });

  it('honours one-click unsubscribe (RFC 8058) from the List-Unsubscribe header', async () => {
    const email = uniqueEmail('unsub');
    await postForm(stack.baseUrl, '/api/front/customer/subscription', { email, agreement: 'true', site: 'us', local_time: LOCAL_TIME });
    const mail = await stack.smtp.waitFor(sentTo(email));
    const url = unsubscribeHeader(mail).match(/<(https?:[^>]+)>/)![1]!;
    // What a mail client does: POST List-Unsubscribe=One-Click to that URL.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: 1 });
    expect((await stack.db.subscriber.findUniqueOrThrow({ where: { email } })).status).toBe('unsubscribed');
    // Opened in a browser, the same URL leads to the page that asks, without changing anything,
    // on the subscriber's site.
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/unsubscribe\?token=[\w-]+&site=us$/);
  });

  it('answers bad input with localized catalogue statuses and stores nothing', async () => {
    const before = await stack.db.subscriber.count();
    const cases = [
      [{ email: '', agreement: '1', site: 'us' }, 608, 'Please enter a valid email address.'],
      [{ email: 'not-an-email', agreement: '1', site: 'us' }, 609, undefined],
      [{ email: uniqueEmail('noconsent'), agreement: '0', site: 'us' }, 618, 'Please agree to the Terms of Use and Privacy Policy.'],
      [{ email: uniqueEmail('noconsent'), site: 'us' }, 618, undefined],
      [{ email: uniqueEmail('nosite'), agreement: '1' }, 610, undefined],
    ] as const;
    for (const [fields, status, message] of cases) {
      const res = await postForm(stack.baseUrl, '/api/front/customer/subscription', fields as Record<string, string>);
      expect(res.http, JSON.stringify(fields)).toBe(200);
      expect(res.body.state).toBe(0);
      expect(res.body.status, JSON.stringify(fields)).toBe(status);
      if (message) expect(res.body.message).toBe(message);
      expect(res.body.data?.fields?.length).toBeGreaterThan(0);
    }
    // The message follows the site: German for site=de, Japanese for site=jp.
    const de = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email: 'x', agreement: '1', site: 'de' });
    const jp = await postForm(stack.baseUrl, '/api/front/customer/subscription', { email: 'x', agreement: '1', site: 'jp' });
    expect(de.body.status).toBe(609);
    expect(de.body.message).not.toBe(jp.body.message);
    expect(de.body.message).not.toMatch(/correct email format/);
    expect(await stack.db.subscriber.count()).toBe(before);
  });

  it('accepts JSON bodies as well as form-encoded ones', async () => {
    const email = uniqueEmail('json');
    const response = await fetch(`${stack.baseUrl}/api/front/customer/subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, agreement: true, site: 'it', local_time: LOCAL_TIME }),
    });
    expect(await response.json()).toMatchObject({ state: 1 });
    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.html).toContain('lang="it-IT"');
  });
});
