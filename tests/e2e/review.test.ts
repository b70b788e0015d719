import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

const ui = resources.us.common.review;
const interpolate = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
const CODE = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/;

/** The review questionnaire in Chromium: the offer, the survey, the thank-you screen, the coupon email. */
describe('review coupons in the browser', () => {
  const { stack, browser } = browserStack();
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('browser-review');

  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, 1280, { locale: 'en-US', console: [] }));
  });

  const form = () => page.locator('[data-testid="review-form"]');

  it('takes the survey for 30%: unanswered questions are named, then the coupon arrives by email', async () => {
    await page.goto(`${stack.baseUrl}/guide_comments`);
    await page.locator('[data-testid="offer-30"]').getByRole('link', { name: ui.guide.thirty_cta }).click();
    await page.waitForURL(/\/comments\?choice=30(?:[?&]site=\w+)?$/);

    await form().locator('input[name="email"]').fill(email);
    // The survey offers the site's catalogue to choose from (the api takes only those products).
    await expect.poll(() => page.locator('[data-testid="review-products"] option').count(), { timeout: 10_000 }).toBeGreaterThan(20);
    await form().locator('input[name="product"]').fill('VL-GAN65');
    await form().locator('input[name="reason"][value="function"]').check();
    await form().getByRole('button', { name: ui.form.submit_30 }).click();
    // The survey is what earns 30%: what is missing is said at each question, nothing is sent.
    await expect.poll(() => form().getByText(resources.us.status.field.required).count()).toBeGreaterThanOrEqual(5);
    expect(await stack.db.reviewCoupon.count({ where: { email: email.toLowerCase() } })).toBe(0);

    await form().locator('select[name="colour"]').selectOption('black');
    await form().locator('input[name="compared_brands"]').fill('Anker');
    await form().locator('input[name="better_than_others"][value="yes"]').check();
    await form().locator('input[name="problems"][value="no"]').check();
    // Two stars: the coupon is 30% all the same.
    await form()
      .getByLabel(interpolate(ui.form.star_label, { count: '2' }))
      .check();
    await form().locator('textarea[name="opinion"]').fill('Fast, but the cable is short.');
    await form().locator('input[name="submitted_to_marketplace"][value="no"]').check();
    await form().getByRole('button', { name: ui.form.submit_30 }).click();

    await page.waitForURL(/\/code_30(?:[?&]site=\w+)?$/);
    await page.getByText(interpolate(ui.done.sent_to, { email })).waitFor();
    const publish = page.locator('[data-testid="publish-review"]');
    expect(await publish.getAttribute('href')).toBe('https://www.amazon.com/review/create-review');

    const mail = await stack.smtp.waitFor(sentTo(email));
    const code = mail.text?.match(CODE)?.[0];
    expect(mail.subject).toBe(`Your 30% Voltline coupon: ${code}`);
    expect(await stack.db.reviewCoupon.findFirstOrThrow({ where: { email: email.toLowerCase() } })).toMatchObject({
      code,
      percent: 30,
      stars: 2,
      surveyed: true,
    });
  });

  it('declining for the same product keeps the coupon already given: the same percent, no second email', async () => {
    await page.goto(`${stack.baseUrl}/guide_comments`);
    await page.locator('[data-testid="offer-10"]').getByRole('link', { name: ui.guide.ten_cta }).click();
    await page.waitForURL(/\/comments\?choice=10(?:[?&]site=\w+)?$/);
    expect(await form().locator('input[name="reason"]').count()).toBe(0);
    await form().locator('input[name="email"]').fill(email);
    await form().locator('input[name="product"]').fill('gan 65w 3-port charger');
    await form().getByRole('button', { name: ui.form.submit_10 }).click();
    await page.waitForURL(/\/code_30(?:[?&]site=\w+)?$/);
    await page.locator('[data-testid="coupon-again"]').waitFor();
    expect(await stack.db.outboxEvent.count({ where: { name: 'reviewCoupon', payload: { path: ['to'], equals: email.toLowerCase() } } })).toBe(1);
  });

  it('declines the survey for another product (a link naming it) and gets 10% by email', async () => {
    await page.goto(`${stack.baseUrl}/comments?product=VL-ST-AL&choice=10`);
    expect(await form().locator('input[name="product"]').inputValue()).toBe('VL-ST-AL');
    await form().locator('input[name="email"]').fill(email);
    await form().getByRole('button', { name: ui.form.submit_10 }).click();
    await page.waitForURL(/\/code_10(?:[?&]site=\w+)?$/);
    await page.getByRole('heading', { name: ui.done.title_10 }).waitFor();
    const mail = await stack.smtp.waitFor((m) => sentTo(email)(m) && (m.text ?? '').includes('VL-ST-AL'));
    expect(mail.subject).toMatch(/^Your 10% Voltline coupon: /);
    expect(stack.smtp.messages.filter(sentTo(email))).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
