import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, uniqueEmail, type Stack } from '../support/stack';
import { linkIn, newClient, tokenOf } from '../support/client';
import { sentTo } from '../support/smtp-sink';

/**
 * Pre-account hijacking (docs/product.md §4): anyone can sign up with someone else's email and a
 * password of their own. While the account waits for confirmation, a new registration for the email
 * replaces the password and the profile and voids the earlier links; confirming activates the
 * password of the latest registration only. So the password chosen before the mailbox owner's own
 * registration never signs in, whichever registration came first.
 */
const OWNER_PASSWORD = 'Owner2026';
const ATTACKER_PASSWORD = 'Attacker99';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await stack?.close();
});

const registration = (email: string, password: string, username: string) => ({
  email,
  password,
  confirm_password: password,
  username,
  fullname: `${username} Example`,
  country: 'Germany',
  site: 'us',
});

/** The link of a mail, whichever page it opens (confirmation or choosing a password). */
const anyLinkIn = (mail: { text?: string | false }) => String(mail.text ?? '').match(/https?:\/\/\S+\?token=[\w-]+/)?.[0];

/** The links of the confirmation mails the mailbox has received, oldest first, once there are `count`. */
async function confirmationLinks(email: string, count: number): Promise<string[]> {
  await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(count);
  return stack.smtp.messages.filter(sentTo(email)).map((mail) => anyLinkIn(mail)!);
}

describe('a registration for an email that waits for confirmation', () => {
  it("attacker first: the owner's registration replaces the attacker's password, and only hers signs in after she confirms", async () => {
    const email = uniqueEmail('prehijack');
    const attacker = newClient(stack.baseUrl);
    const owner = newClient(stack.baseUrl);
    expect((await attacker.post('/customer/register', registration(email, ATTACKER_PASSWORD, 'mallory'))).body).toMatchObject({ state: 1, status: 607 });
    expect((await owner.post('/customer/register', registration(email, OWNER_PASSWORD, 'alice'))).body).toMatchObject({ state: 1, status: 607 });

    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(2);
    const [attackersMail, ownersMail] = stack.smtp.messages.filter(sentTo(email));
    // The link of the earlier registration is void.
    expect((await owner.post('/customer/verify_email', { token: tokenOf(linkIn(attackersMail!, 'register_email_vaild')) })).body).toMatchObject({
      state: 0,
      status: 611,
    });
    // The address was registered twice: her link asks for the password (issue 33 item 3).
    const ownersLink = linkIn(ownersMail!, 'reset_password');
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(ownersLink), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({
      state: 1,
    });
    const signedIn = await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD });
    expect(signedIn.body).toMatchObject({ state: 1, data: { email, username: 'alice', fullname: 'alice Example' } });

    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: ATTACKER_PASSWORD })).body).toMatchObject({ state: 0, status: 602 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD })).body).toMatchObject({ state: 1, data: { email } });
  });

  it('owner first: a later registration voids her link; her next registration takes the account back and only her password signs in', async () => {
    const email = uniqueEmail('prehijack');
    const owner = newClient(stack.baseUrl);
    const attacker = newClient(stack.baseUrl);
    expect((await owner.post('/customer/register', registration(email, OWNER_PASSWORD, 'alice'))).body).toMatchObject({ state: 1, status: 607 });
    expect((await attacker.post('/customer/register', registration(email, ATTACKER_PASSWORD, 'mallory'))).body).toMatchObject({ state: 1, status: 607 });

    const [ownersFirstLink] = await confirmationLinks(email, 2);
    // Her first link would now confirm someone else's password: it is void.
    expect((await owner.post('/customer/verify_email', { token: tokenOf(ownersFirstLink!) })).body).toMatchObject({ state: 0, status: 611 });

    expect((await owner.post('/customer/register', registration(email, OWNER_PASSWORD, 'alice'))).body).toMatchObject({ state: 1, status: 607 });
    const links = await confirmationLinks(email, 3);
    // The attacker's link (the second mail, in her mailbox) is void too.
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(links[1]!), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({
      state: 0,
      status: 611,
    });
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(links[2]!), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({
      state: 1,
    });

    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: ATTACKER_PASSWORD })).body).toMatchObject({ state: 0, status: 602 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD })).body).toMatchObject({ state: 1, data: { email } });
  });

  // A new confirmation link voids the earlier confirmation links by itself; only the registration's
  // own clean-up voids a reset link mailed for the earlier registration (a reset also confirms the
  // email, so it would otherwise outlive the registration it was asked for).
  it("voids a reset link mailed before the owner's registration", async () => {
    const email = uniqueEmail('prehijack');
    const attacker = newClient(stack.baseUrl);
    const owner = newClient(stack.baseUrl);
    expect((await attacker.post('/customer/register', registration(email, ATTACKER_PASSWORD, 'mallory'))).body).toMatchObject({ state: 1, status: 607 });
    expect((await attacker.post('/customer/forget_password', { email, site: 'us' })).body).toMatchObject({ state: 1, status: 200 });
    const resets = () => stack.smtp.messages.filter(sentTo(email)).filter((mail) => String(mail.html).includes('/reset_password?token='));
    await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(1);
    const earlierReset = tokenOf(linkIn(resets()[0]!, 'reset_password'));

    expect((await owner.post('/customer/register', registration(email, OWNER_PASSWORD, 'alice'))).body).toMatchObject({ state: 1, status: 607 });
    // A second registration's mail asks the owner for her password (item 3 below): its link is the reset page's.
    await expect.poll(() => resets().length, { timeout: 20_000 }).toBe(2);
    const ownersLink = linkIn(resets()[1]!, 'reset_password');

    const reset = await newClient(stack.baseUrl).post('/customer/set_password', { token: earlierReset, password: 'Later123', confirm_password: 'Later123' });
    expect(reset.body).toMatchObject({ state: 0, status: 611 });
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(ownersLink), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({ state: 1 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: 'Later123' })).body).toMatchObject({ state: 0, status: 602 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD })).body).toMatchObject({ state: 1, data: { email } });
  });
});

describe('issue 33 item 3: a link the owner gets by "resend" or after a second registration never activates a password she did not type', () => {
  it('resend: the owner follows the resent link, is asked for her password, and the attacker cannot sign in', async () => {
    const email = uniqueEmail('resendhijack');
    const attacker = newClient(stack.baseUrl);
    const owner = newClient(stack.baseUrl);
    expect((await attacker.post('/customer/register', registration(email, ATTACKER_PASSWORD, 'mallory'))).body).toMatchObject({ state: 1, status: 607 });
    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(1);
    expect((await owner.post('/customer/resend_verification', { email })).body).toMatchObject({ state: 1 });
    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(2);
    const [firstMail, resentMail] = stack.smtp.messages.filter(sentTo(email));

    // The resent link asks for a password (the reset page), it does not confirm the pending one.
    const link = linkIn(resentMail!, 'reset_password');
    // Every earlier link stops working, the attacker's registration link included.
    expect((await owner.post('/customer/verify_email', { token: tokenOf(anyLinkIn(firstMail!)!) })).body).toMatchObject({ state: 0, status: 611 });
    expect((await owner.post('/customer/verify_email', { token: tokenOf(link) })).body).toMatchObject({ state: 0, status: 611 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: ATTACKER_PASSWORD })).body).toMatchObject({ state: 0, status: 623 });
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(link), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({
      state: 1,
    });

    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: ATTACKER_PASSWORD })).body).toMatchObject({ state: 0, status: 602 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD })).body).toMatchObject({ state: 1, data: { email } });
  });

  it("a second registration: its link (the one in the owner's mailbox) asks for a password and the attacker's never signs in", async () => {
    const email = uniqueEmail('reghijack');
    const owner = newClient(stack.baseUrl);
    const attacker = newClient(stack.baseUrl);
    expect((await owner.post('/customer/register', registration(email, OWNER_PASSWORD, 'alice'))).body).toMatchObject({ state: 1, status: 607 });
    expect((await attacker.post('/customer/register', registration(email, ATTACKER_PASSWORD, 'mallory'))).body).toMatchObject({ state: 1, status: 607 });
    await expect.poll(() => stack.smtp.messages.filter(sentTo(email)).length, { timeout: 20_000 }).toBe(2);
    const latest = stack.smtp.messages.filter(sentTo(email))[1]!;
    // The owner clicks the latest mail she got: it cannot confirm the attacker's password.
    const link = linkIn(latest, 'reset_password');
    expect((await owner.post('/customer/verify_email', { token: tokenOf(link) })).body).toMatchObject({ state: 0, status: 611 });
    expect(
      (await owner.post('/customer/set_password', { token: tokenOf(link), password: OWNER_PASSWORD, confirm_password: OWNER_PASSWORD })).body,
    ).toMatchObject({
      state: 1,
    });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: ATTACKER_PASSWORD })).body).toMatchObject({ state: 0, status: 602 });
    expect((await newClient(stack.baseUrl).post('/customer/login', { email, password: OWNER_PASSWORD })).body).toMatchObject({ state: 1, data: { email } });
  });
});
