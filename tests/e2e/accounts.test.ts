import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

const ui = resources.us.common as unknown as {
  header: { sign_out: string; personal_info: string };
  account: { center: { tab_info: string; tab_benefits: string }; info: { save: string }; reset_done: { title: string } };
};
const status = resources.us.status as unknown as Record<string, string>;
const PASSWORD = 'Volt2026ok';
const NEW_PASSWORD = 'Brand9new';

const linkIn = (text: string | undefined, path: string) => text?.match(new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`))?.[0];

describe('accounts in the browser', () => {
  const { stack, browser } = browserStack();
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('browser-account');

  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, 1280, { locale: 'en-US', console: [] }));
  });

  async function signIn(password: string) {
    const form = page.locator('[data-testid="login-form"]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  it('signs up, confirms from the email, counts down to home and shows the email in the header', async () => {
    await page.goto(`${stack.baseUrl}/signUp`);
    const form = page.locator('[data-testid="register-form"]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="confirm_password"]').fill(PASSWORD);
    await form.locator('input[name="username"]').fill('ann');
    await form.locator('input[name="fullname"]').fill('Ann Example');
    await form.locator('select[name="country"]').selectOption('US');
    await form.locator('button[type="submit"]').click();

    const mail = await stack.smtp.waitFor(sentTo(email));
    const link = linkIn(mail.text, 'register_email_vaild');
    expect(link).toBeDefined();
    await page.goto(link!);
    const countdown = page.locator('[data-testid="welcome-countdown"]');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/\d/);
    await page.locator('[data-testid="user-menu"]').getByText(email).first().waitFor();
    await page.waitForURL(/\/index$/, { timeout: 15_000 });
  });

  it('signs out from the header dropdown, sends a signed-out visitor to sign in and back, and tells a wrong password', async () => {
    const menu = page.locator('[data-testid="user-menu"]');
    await menu.locator('button[aria-expanded]').click();
    await menu.getByText(ui.header.sign_out).click();
    await expect.poll(() => page.locator('[data-testid="user-menu"]').count()).toBe(0);

    await page.goto(`${stack.baseUrl}/personal_center/userinfo`);
    await page.waitForURL(/\/login\?redirect=/);
    await signIn('Wrong1234');
    await page.getByText(status['602']!).waitFor();
    await signIn(PASSWORD);
    await page.waitForURL(/\/personal_center\/userinfo(?:[?&]site=\w+)?$/);

    const info = page.locator('[data-testid="userinfo-form"]');
    await info.locator('input[name="fullname"]').fill('Ann B. Example');
    await info.getByRole('button', { name: ui.account.info.save }).click();
    await expect.poll(async () => (await stack.db.customer.findUniqueOrThrow({ where: { email } })).fullname).toBe('Ann B. Example');

    await page.getByRole('link', { name: ui.account.center.tab_benefits }).click();
    await page.waitForURL(/\/my_benefits(?:[?&]site=\w+)?$/);
  });

  it('resets a forgotten password from the emailed link, then signs in with the new one', async () => {
    const fresh = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await fresh.newPage();
    await phone.goto(`${stack.baseUrl}/forget_password`);
    const form = phone.locator('[data-testid="forgot-form"]');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && linkIn(m.text, 'reset_password') !== undefined);
    await phone.goto(linkIn(mail.text, 'reset_password')!);
    const reset = phone.locator('[data-testid="reset-form"]');
    await reset.locator('input[name="password"]').fill(NEW_PASSWORD);
    await reset.locator('input[name="confirm_password"]').fill(NEW_PASSWORD);
    await reset.locator('button[type="submit"]').click();
    await phone.getByText(ui.account.reset_done.title).waitFor();
    await fresh.close();

    // Every session ended with the reset: the first browser is signed out too.
    await page.goto(`${stack.baseUrl}/personal_center/my_benefits`);
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(PASSWORD);
    await page.getByText(status['602']!).waitFor();
    await signIn(NEW_PASSWORD);
    await page.waitForURL(/\/personal_center\/my_benefits(?:[?&]site=\w+)?$/);
    expect(errors).toEqual([]);
  });
});
