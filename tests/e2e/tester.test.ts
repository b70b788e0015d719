import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

const ui = resources.us.common.tester;
const status = resources.us.status.tester;
const interpolate = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/** The beta-tester programme in Chromium, from the programme page to the welcome email. */
describe('beta tester programme in the browser', () => {
  const { stack, browser } = browserStack();
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('browser-tester');

  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, 375, { height: 812, locale: 'en-US', console: [] }));
  });

  async function fillForm(address: string) {
    const form = page.locator('[data-testid="tester-form"]');
    await form.locator('input[name="name"]').fill('Ann Tester');
    await form.locator('input[name="email"]').fill(address);
    await form.locator('select[name="country"]').selectOption('DE');
    return form;
  }

  it('joins from the programme page: refuses without both consents, then welcomes with the benefits and an email', async () => {
    await page.goto(`${stack.baseUrl}/beta_tester`);
    await page.getByText(ui.benefit_surprises_title).first().waitFor();
    await page.getByRole('link', { name: ui.hero_cta }).first().click();
    await page.waitForURL(/\/beta_tester\/betatester(?:[?&]site=\w+)?$/);

    const form = await fillForm(email);
    await form.locator('input[name="share_opinions"][value="no"]').check();
    await form.getByText(status.share_opinions_required).waitFor();
    await form.locator('button[type="submit"]').click();
    // Nothing was sent: the page stays, both consents are named.
    await form.getByText(resources.us.status.field.required).waitFor();
    expect(page.url()).toMatch(/\/beta_tester\/betatester$/);
    expect(await stack.db.betaTester.count({ where: { email: email.toLowerCase() } })).toBe(0);

    await form.locator('input[name="share_opinions"][value="yes"]').check();
    await form.locator('input[name="keep_confidential"][value="yes"]').check();
    await form.getByLabel(ui.device.usb_c).check();
    await form.getByLabel(ui.device.lightning).check();
    await form.getByLabel(ui.interest.chargers_power_banks).check();
    await form.locator('button[type="submit"]').click();

    await page.waitForURL(/\/success_tester(?:[?&]site=\w+)?$/);
    await page.getByText(interpolate(ui.success.text, { email })).waitFor();
    const benefits = page.locator('[data-testid="tester-benefits"]');
    for (const title of [ui.benefit_discounts_title, ui.benefit_free_title, ui.benefit_surprises_title]) await benefits.getByText(title).waitFor();

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe(resources.us.email.tester_welcome.subject);
    expect(mail.text).toContain('Welcome aboard, Ann Tester!');
    expect(await stack.db.betaTester.findUniqueOrThrow({ where: { email: email.toLowerCase() } })).toMatchObject({
      country: 'DE',
      devices: ['usb_c', 'lightning'],
      interests: ['chargers_power_banks'],
    });
  });

  it('an existing tester is told so on /success_notester, and gets no second email', async () => {
    await page.goto(`${stack.baseUrl}/betatester`);
    const form = await fillForm(email.toUpperCase());
    await form.locator('input[name="share_opinions"][value="yes"]').check();
    await form.locator('input[name="keep_confidential"][value="yes"]').check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/success_notester(?:[?&]site=\w+)?$/);
    await page.getByRole('heading', { name: ui.exists.title }).waitFor();
    expect(await stack.db.outboxEvent.count({ where: { name: 'testerWelcome', payload: { path: ['to'], equals: email.toLowerCase() } } })).toBe(1);
    expect(stack.smtp.messages.filter(sentTo(email))).toHaveLength(1);
  });

  it('the FAQ and the guides explain the programme', async () => {
    await page.goto(`${stack.baseUrl}/beta_tester_faq`);
    const faq = page.locator('[data-testid="tester-faq"]');
    await faq.getByText(ui.faq.q_reviews).click();
    await faq.getByText(ui.faq.a_reviews).waitFor();

    await page.goto(`${stack.baseUrl}/register_betatester_guide`);
    await page.locator('[data-testid="guide-steps"]').getByText(ui.guide_register.step3_title).waitFor();
    await page.goto(`${stack.baseUrl}/betatester_active_guide`);
    await page.locator('[data-testid="guide-steps"]').getByText(ui.guide_active.step5_title).waitFor();
    await page.getByRole('link', { name: ui.guide_active.cta }).click();
    await page.waitForURL(/\/beta_tester_faq(?:[?&]site=\w+)?$/);
    expect(errors).toEqual([]);
  });
});
