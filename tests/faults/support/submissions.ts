import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { postForm } from '../../support/stack';
import { newOrderId } from '../../support/orders';
import { supportFields } from '../../support/contact-form';

/**
 * One public form of each kind that sends mail, as a visitor posts it: each from its own address
 * and with its own email, so no limit of the api stands in the way. `mails` is how many emails an
 * accepted submission sends (contact: the customer's acknowledgement and the care team's copy).
 */
export interface MailKind {
  kind: string;
  mails: number;
  submit(baseUrl: string, email: string, ip: string): ReturnType<typeof postForm>;
}

const PASSWORD = 'Voltline2026';

export const MAIL_KINDS: MailKind[] = [
  {
    kind: 'newsletter',
    mails: 1,
    submit: (base, email, ip) =>
      postForm(base, '/api/front/customer/subscription', { email, agreement: '1', site: 'de', local_time: '2026-11-22 09:00:00' }, { 'x-forwarded-for': ip }),
  },
  {
    kind: 'sign-up',
    mails: 1,
    submit: (base, email, ip) =>
      postForm(
        base,
        '/api/front/customer/register',
        {
          email,
          password: PASSWORD,
          confirm_password: PASSWORD,
          username: email.split('@')[0]!.slice(0, 16),
          fullname: 'Ann Smith',
          country: 'US',
          site: 'us',
        },
        { 'x-forwarded-for': ip },
      ),
  },
  {
    kind: 'warranty',
    mails: 1,
    submit: (base, email, ip) =>
      postForm(
        base,
        '/api/front/warranty/register',
        { name: 'Ann Smith', email, store: 'US', item: 'cable', order_number: newOrderId(), site: 'us' },
        { 'x-forwarded-for': ip },
      ),
  },
  {
    kind: 'tester',
    mails: 1,
    submit: (base, email, ip) =>
      postForm(
        base,
        '/api/front/tester/register',
        { name: 'Ann Tester', email, country: 'DE', share_opinions: 'yes', keep_confidential: 'yes', site: 'us' },
        { 'x-forwarded-for': ip },
      ),
  },
  {
    kind: 'contact',
    mails: 2,
    submit: (base, email, ip) => postForm(base, '/api/front/contact/submit', supportFields(email), { 'x-forwarded-for': ip }),
  },
  {
    kind: 'review',
    mails: 1,
    submit: (base, email, ip) =>
      postForm(base, '/api/front/review/submit', { email, product: 'VL-CC100', choice: '10', site: 'fr' }, { 'x-forwarded-for': ip }),
  },
];

let lastIp = 0;
/** A documentation address (198.18.0.0/15, benchmarking) of its own for each submission. */
export function nextIp(): string {
  lastIp++;
  return `198.18.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
}

export function faultEmail(kind: string): string {
  return `${kind}-${randomBytes(5).toString('hex')}@example.com`;
}

/**
 * 200 with the success envelope, or a refusal that says what went wrong: a 4xx (or an envelope
 * refusal with HTTP 200), or 626 with HTTP 503 for a service that is down (docs/product.md, the
 * status catalogue in contracts). Any other 5xx fails, and so does 626 with another HTTP status.
 */
export function expectClearAnswer(answer: Awaited<ReturnType<typeof postForm>>): void {
  if (answer.body.state === 1) {
    expect(answer.http).toBe(200);
    return;
  }
  expect(answer.body).toMatchObject({ state: 0, status: expect.any(Number), message: expect.stringMatching(/\S/) });
  if (answer.body.status === 626) {
    expect(answer.http, '626 (unavailable) comes with HTTP 503 only').toBe(503);
    return;
  }
  expect(answer.body.status, answer.body.message).not.toBe(500);
  expect(answer.http, `HTTP ${answer.http} for ${JSON.stringify(answer.body)}`).toBeLessThan(500);
}

/**
 * Posts a submission once. A 5xx is not posted again: it is what a visitor would have seen, so the
 * test counts it (`serverErrors`) and fails on it instead of hiding it behind a retry.
 */
export function submitOnce(kind: MailKind, baseUrl: string, email: string): ReturnType<typeof postForm> {
  return kind.submit(baseUrl, email, nextIp());
}

/** The answers with an HTTP 5xx, as `status/code` lines, so a failing test shows how many and which. */
export function serverErrors(answers: Awaited<ReturnType<typeof postForm>>[]): string[] {
  return answers.filter((a) => a.http >= 500).map((a) => `HTTP ${a.http} ${JSON.stringify(a.body)}`);
}
