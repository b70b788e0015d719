import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startStack, uniqueEmail, type Stack } from '../support/stack';
import { supportFields } from '../support/contact-form';

/**
 * Single-line fields (names, subjects, product, order, phone...) refuse C0 and C1 control
 * characters with 614 naming the field: a CR/LF in a name would otherwise start a new line, with
 * text or a link of the sender's choosing, in the plain-text part of a mail sent to any address
 * (contact acknowledgement, tester welcome, warranty confirmation). Multi-line fields keep their
 * line breaks.
 */
let stack: Stack;
let lastIp = 0;
const nextIp = () => `198.19.0.${++lastIp}`;
const post = (path: string, fields: Record<string, string>) => postForm(stack.baseUrl, `/api/front${path}`, fields, { 'x-forwarded-for': nextIp() });

const INJECTED = 'Ann\r\nClaim your prize: https://evil.example/';

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

function expectRefusedField(res: Awaited<ReturnType<typeof postForm>>, field: string) {
  expect(res.body).toMatchObject({ state: 0, status: 614 });
  expect(res.body.data.fields).toContainEqual({ field, message: 'This value contains characters that are not allowed.' });
}

describe('control characters in single-line fields', () => {
  it('contact: a line break in the name, a tab in the product, a C1 control in the city and a line break in the phone are refused, and nothing is stored', async () => {
    const email = uniqueEmail('ctl-contact');
    for (const [field, value] of [
      ['name', INJECTED],
      ['product', 'Cable\tx'],
      ['city', 'Spring\u0085field'],
      ['phone', '+1 217\n555 0100'],
    ] as const) {
      expectRefusedField(await post('/contact/submit', supportFields(email, { [field]: value })), field);
    }
    expect(await stack.db.contactRequest.count({ where: { email } })).toBe(0);
  });

  it('contact: the Unicode line and paragraph separators (U+2028, U+2029) in the name or the product are refused, and nothing is stored (issue 33)', async () => {
    const email = uniqueEmail('ctl-separator');
    for (const [field, value] of [
      ['name', 'Ann\u2028Claim your prize: https://evil.example/'],
      ['product', 'Cable\u2029x'],
    ] as const) {
      expectRefusedField(await post('/contact/submit', supportFields(email, { [field]: value })), field);
    }
    expect(await stack.db.contactRequest.count({ where: { email } })).toBe(0);
  });

  it('contact: the message keeps its line breaks', async () => {
    const email = uniqueEmail('ctl-message');
    const res = await post('/contact/submit', { subject: 'general', name: 'Bo', email, country: 'SE', message: 'First line\r\nSecond line', site: 'se' });
    expect(res.body).toMatchObject({ state: 1 });
    const row = await stack.db.contactRequest.findFirstOrThrow({ where: { email } });
    expect(row.message).toMatch(/First line\r?\nSecond line/);
  });

  it('tester, warranty, review and sign-up refuse a line break in their single-line fields (614 naming it)', async () => {
    expectRefusedField(
      await post('/tester/register', { name: INJECTED, email: uniqueEmail('ctl'), country: 'US', share_opinions: 'yes', keep_confidential: 'yes', site: 'us' }),
      'name',
    );
    expectRefusedField(
      await post('/warranty/register', { name: INJECTED, email: uniqueEmail('ctl'), order_number: '114-1629072-2441955', site: 'us' }),
      'name',
    );
    expectRefusedField(await post('/review/submit', { email: uniqueEmail('ctl'), product: 'PowerLine\r\nBcc: x@evil.example', site: 'us' }), 'product');
    const email = uniqueEmail('ctl');
    expectRefusedField(
      await post('/customer/register', {
        email,
        password: 'Volt2026',
        confirm_password: 'Volt2026',
        username: 'ann',
        fullname: INJECTED,
        country: 'Germany',
        site: 'us',
      }),
      'fullname',
    );
    expect(await stack.db.customer.count({ where: { email } })).toBe(0);
  });
});
