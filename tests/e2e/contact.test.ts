import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

const ui = (resources.us.common as unknown as { contact: any }).contact;
const status = (resources.us.status as unknown as { contact: Record<string, string> }).contact;
const TICKET = /VL-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}/;

describe('the contact wizard in the browser', () => {
  const { stack, browser } = browserStack();
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('browser-contact');

  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, 1280, { locale: 'en-US', console: [] }));
  });

  const wizard = () => page.locator('form[data-testid^="contact-step-"]');
  const next = () => wizard().getByRole('button', { name: ui.wizard.next }).click();
  const step = (name: string) => page.locator(`[data-testid="contact-step-${name}"]`).waitFor();

  it('goes through every step, keeps the answers on back and forward, explains the 14-day rule and confirms with a ticket and an email', async () => {
    await page.goto(`${stack.baseUrl}/support_contactus`);
    await step('subject');
    expect(await page.getByText(ui.wizard.progress.replace('{{current}}', '1').replace('{{total}}', '5')).count()).toBeGreaterThan(0);

    // Nothing chosen: the subject's own message, and no next step.
    await next();
    await page.getByText(status.subject!).waitFor();
    await page.getByText(ui.subjects.delivery).click();
    await next();

    await step('personal');
    expect(page.url()).toMatch(/step=personal/);
    await next();
    await page.getByText(status.name!).waitFor();
    await wizard().locator('input[name="name"]').fill('Ann Example');
    await wizard().locator('input[name="email"]').fill(email);
    expect(await wizard().locator('select[name="country"]').inputValue()).toBe('US');
    await next();

    await step('order');
    expect(await wizard().locator('select[name="marketplace"]').inputValue()).toBe('US');
    await wizard().locator('input[name="order_id"]').fill('114-1629072-2441955');
    await wizard().locator('select[name="product_category"]').selectOption('charger');
    await wizard().locator('input[name="product"]').fill('65 W USB-C charger');
    await wizard().locator('input[name="within_30_days"][value="yes"]').check();
    await wizard().locator('input[name="shipping_cost"][value="no"]').check();
    const delivered = new Date(Date.now() - 20 * 86_400_000);
    const day = `${delivered.getFullYear()}-${String(delivered.getMonth() + 1).padStart(2, '0')}-${String(delivered.getDate()).padStart(2, '0')}`;
    await wizard().locator('input[name="delivered_on"]').fill(day);
    // The rule is explained before anything is sent.
    await page.getByText(ui.late.title).waitFor();
    await next();

    await step('address');
    await wizard().locator('input[name="address_line1"]').fill('12 Main Street');
    await wizard().locator('input[name="city"]').fill('Springfield');
    await wizard().locator('input[name="state"]').fill('IL');
    await wizard().locator('input[name="postal_code"]').fill('62701');
    await wizard().locator('input[name="phone"]').fill('+1 217 555 0100');

    // The browser's back and forward buttons move between steps and keep every answer.
    await page.goBack();
    await step('order');
    expect(await wizard().locator('input[name="order_id"]').inputValue()).toBe('114-1629072-2441955');
    expect(await wizard().locator('input[name="within_30_days"][value="yes"]').isChecked()).toBe(true);
    await page.goForward();
    await step('address');
    expect(await wizard().locator('input[name="city"]').inputValue()).toBe('Springfield');
    await next();

    await step('solution');
    // Past 14 days only the marketplace can act: the other solutions are off, that one chosen.
    expect(await wizard().locator('input[name="solution"][value="refund"]').isDisabled()).toBe(true);
    expect(await wizard().locator('input[name="solution"][value="contact_marketplace"]').isChecked()).toBe(true);
    await wizard().locator('textarea[name="message"]').fill('The parcel arrived crushed and the charger rattles.');
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    await wizard().locator('input[type="file"][name="image"]').setInputFiles({ name: 'parcel.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('parcel.jpg').waitFor();
    await page.getByRole('button', { name: ui.wizard.submit }).click();

    const done = page.locator('[data-testid="contact-done"]');
    await done.waitFor();
    const ticket = (await page.locator('[data-testid="contact-ticket"]').textContent())?.trim() ?? '';
    expect(ticket).toMatch(TICKET);
    expect(await done.textContent()).toContain(ui.done.reply);

    const ack = await stack.smtp.waitFor(sentTo(email));
    expect(ack.subject).toBe(`We received your request ${ticket}`);
    expect(ack.text).toMatch(/within 24 hours/);
    const forward = await stack.smtp.waitFor(sentTo(stack.careEmail));
    expect(forward.subject).toContain(ticket);
    expect(forward.attachments.map((a) => a.filename)).toEqual([`${ticket}.jpg`]);
    expect(forward.text).toContain('Preferred solution: contact the marketplace');
    expect(errors).toEqual([]);
  });

  it('opens /contact with the enquiry type of the footer link and sends it', async () => {
    await page.goto(`${stack.baseUrl}/index`);
    await page.locator('footer').getByRole('link', { name: resources.us.common.footer.wholesale }).click();
    await page.waitForURL(/\/contact\?type=wholesale(?:[?&]site=\w+)?$/);
    const form = page.locator('[data-testid="enquiry-form"]');
    await form.waitFor();
    expect(await form.locator('select[name="subject"]').inputValue()).toBe('wholesale');
    const buyer = uniqueEmail('wholesale');
    await form.locator('input[name="name"]').fill('Bo Buyer');
    await form.locator('input[name="email"]').fill(buyer);
    await form.locator('textarea[name="message"]').fill('We would like 500 USB-C cables for our shops.');
    await form.getByRole('button', { name: ui.enquiry.submit }).click();
    const ticket = (await page.locator('[data-testid="contact-ticket"]').textContent())?.trim() ?? '';
    expect(ticket).toMatch(TICKET);
    const ack = await stack.smtp.waitFor(sentTo(buyer));
    expect(ack.text).toContain(ticket);
    expect(ack.text).toMatch(/a wholesale enquiry/);
    expect(errors).toEqual([]);
  });
});
