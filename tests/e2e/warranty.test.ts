import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { daysAgo, importReport, newOrderId } from '../support/orders';
import { sentTo } from '../support/smtp-sink';
import { postForm, uniqueEmail } from '../support/stack';

/**
 * Warranty registration and the device list in Chromium, against the real api, workers, Postgres,
 * Redis and SMTP sink. The texts asserted are the us locale's, i.e. what a visitor reads.
 */
const texts = resources.us.common.warranty;
const de = resources.de.common.warranty;
const status = resources.us.status;
const fieldRequired = status.field.required;
const PASSWORD = 'Volt2026ok';

/** How far the page scrolls sideways (0 when it fits its viewport); a string runs in the page. */
const sideways = async (p: Page) => Number(await p.evaluate('document.documentElement.scrollWidth - window.innerWidth'));

describe('warranty registration and my devices in the browser', () => {
  const { stack, browser } = browserStack();
  let page: Page;
  let errors: string[];
  const email = uniqueEmail('browser-warranty');
  /** Imported before registering: the order check verifies it and it becomes a device of the email. */
  const registered = newOrderId();
  /** Another order of the same customer, added by hand on /my_devices. */
  const other = newOrderId();

  const wizard = () => page.locator('[data-testid="warranty-wizard"]');
  const progress = () => page.locator('[data-testid="warranty-progress"]');
  const next = () => wizard().locator('button[type="submit"]').click();
  const back = () => wizard().getByRole('button', { name: texts.back, exact: true }).click();
  // Waits, not timings: a shared, busy machine may take a while to render.
  const soon = { timeout: 10_000 };
  const atStep = (n: number) => expect.poll(() => wizard().getAttribute('data-step'), soon).toBe(String(n));
  const answered = (n: number) => expect.poll(() => progress().textContent(), soon).toBe(`Answered ${n} of 5`);

  beforeAll(async () => {
    await importReport(stack.db, [
      { id: registered, date: daysAgo(40), product: 'Voltline 65W GaN USB-C Charger, 3 Ports' },
      { id: other, date: '2024-01-10', product: 'Voltline USB-C to Lightning Cable 3ft' },
    ]);
    ({ page, errors } = await openPage(browser, 1280, { locale: 'en-US', console: [] }));
  });

  it('switches the interface language from the flags of step 1 (/register is the same screen)', async () => {
    await page.goto(`${stack.baseUrl}/register`);
    await page.getByRole('heading', { name: texts.welcome.title }).waitFor();
    await page.goto(`${stack.baseUrl}/warranty`);
    await page.getByRole('heading', { name: texts.welcome.title }).waitFor();
    await page.locator('[data-site="de"]').click();
    await page.getByRole('heading', { name: de.welcome.title }).waitFor();
    await page.getByText(de.progress.replace('{{answered}}', '0').replace('{{total}}', '5')).waitFor();
    await page.locator('[data-site="us"]').click();
    await page.getByRole('heading', { name: texts.welcome.title }).waitFor();
  });

  it('walks the six steps with "answered x of y", keeps the answers back and forth, refuses a bad order number (615), then succeeds and emails', async () => {
    await atStep(1);
    await answered(0);
    await next();
    await atStep(2);

    // Nothing typed: the localized "required" message, and no step forward.
    await next();
    await wizard().getByRole('alert').getByText(fieldRequired).waitFor();
    await atStep(2);
    await wizard().locator('input[name="name"]').fill('Ann Example');
    await answered(1);
    await next();

    await atStep(3);
    await wizard()
      .getByText(/^Data protection:/)
      .waitFor();
    await wizard().locator('input[name="email"]').fill('ann@');
    await next();
    await wizard().getByText(status['609']).waitFor();
    await wizard().locator('input[name="email"]').fill(email);
    await answered(2);
    await next();

    await atStep(4);
    for (const name of ['Amazon.com', 'Amazon.co.jp', 'Amazon.pl', 'eBay', 'Walmart']) await wizard().getByText(name, { exact: true }).waitFor();
    expect(await wizard().locator('input[name="store"]').count()).toBe(15);
    await wizard().getByText('Amazon.de', { exact: true }).click();
    await answered(3);
    await next();

    await atStep(5);
    await next();
    await wizard().getByText(texts.item.required).waitFor();
    await wizard().getByText(texts.item.stand, { exact: true }).waitFor();
    await wizard().getByText(texts.item.charger, { exact: true }).click();
    await answered(4);
    await next();

    await atStep(6);
    await wizard().getByText(texts.order.hint).waitFor();
    await wizard().locator('input[name="order_number"]').fill('123-456-789');
    await next();
    await wizard().getByText(status['615']).waitFor();
    await atStep(6);
    await answered(4);

    // Back to the start of the questions and forward again: every answer is still there.
    for (let step = 6; step > 2; step--) await back();
    await atStep(2);
    expect(await wizard().locator('input[name="name"]').inputValue()).toBe('Ann Example');
    await next();
    expect(await wizard().locator('input[name="email"]').inputValue()).toBe(email);
    await next();
    expect(await wizard().locator('input[name="store"][value="DE"]').isChecked()).toBe(true);
    await next();
    expect(await wizard().locator('input[name="item"][value="charger"]').isChecked()).toBe(true);
    await next();
    await atStep(6);
    expect(await wizard().locator('input[name="order_number"]').inputValue()).toBe('123-456-789');

    await wizard().locator('input[name="order_number"]').fill(registered);
    await answered(5);
    await wizard().getByRole('button', { name: texts.submit }).click();

    await page.waitForURL(/\/warranty_success(?:[?&]site=\w+)?$/);
    const success = page.locator('[data-testid="warranty-success"]');
    await success.getByRole('heading', { name: texts.success.title }).waitFor();
    // The us site's policy is the conditional lifetime warranty.
    for (const title of [texts.success.lifetime_title, texts.success.replacements_title, texts.success.support_title, texts.success.orders_title]) {
      await page.getByRole('heading', { name: title }).waitFor();
    }

    const mail = await stack.smtp.waitFor(sentTo(email));
    expect(mail.subject).toBe('We received your Voltline warranty registration');
    expect(mail.text).toContain(registered);
    expect(mail.html).toContain('Ann Example');
    expect(await stack.db.warrantyRegistration.findUniqueOrThrow({ where: { email } })).toMatchObject({
      name: 'Ann Example',
      store: 'DE',
      item: 'charger',
      orderNumber: registered,
      site: 'us',
    });
  });

  it('630: the quick form with an email that is already registered shows the "already registered" screen', async () => {
    await page.goto(`${stack.baseUrl}/warranty`);
    await page.getByRole('button', { name: texts.mode_quick }).click();
    await page.waitForURL(/\/warranty\?form=quick(?:[?&]site=\w+)?$/);
    const form = page.locator('[data-testid="warranty-quick-form"]');
    await form.getByText(texts.order.hint).waitFor();
    await form.locator('input[name="name"]').fill('Ann Again');
    await form.locator('input[name="email"]').fill(email.toUpperCase());
    await form.locator('input[name="order_number"]').fill('12-34');
    await form.locator('button[type="submit"]').click();
    await form.getByText(status['615']).waitFor();
    await form.locator('input[name="order_number"]').fill(newOrderId());
    await form.locator('button[type="submit"]').click();

    const already = page.locator('[data-testid="warranty-already"]');
    await already.getByRole('heading', { name: texts.already.title }).waitFor();
    await already.getByText(email.toUpperCase()).waitFor();
    expect(await already.getByRole('link', { name: texts.already.devices }).getAttribute('href')).toMatch(/^\/personal_center\/my_devices(?:\?site=\w+)?$/);
    expect(await stack.db.warrantyRegistration.count({ where: { email } })).toBe(1);

    // The way back: another email address; the other answers stay.
    await already.getByRole('button', { name: texts.already.another }).click();
    await form.locator('input[name="email"]').waitFor();
    expect(await form.locator('input[name="email"]').inputValue()).toBe('');
    expect(await form.locator('input[name="name"]').inputValue()).toBe('Ann Again');
  });

  it('a failure of the server is a localized message in place, and the answers stay', async () => {
    await page.goto(`${stack.baseUrl}/warranty?form=quick`);
    const form = page.locator('[data-testid="warranty-quick-form"]');
    await form.locator('input[name="name"]').fill('Bo Example');
    await form.locator('input[name="email"]').fill(uniqueEmail('gateway'));
    await form.locator('input[name="order_number"]').fill(newOrderId());
    // A proxy in front of the api answering with its own error page.
    await page.route('**/api/front/warranty/register', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await form.locator('button[type="submit"]').click();
    await form.getByRole('alert').getByText(status['500']).waitFor();
    expect(await form.locator('input[name="name"]').inputValue()).toBe('Bo Example');
    await page.unroute('**/api/front/warranty/register');
  });

  it('fits a 375 px phone: no sideways scrolling on the steps and the success page', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
    const p = await phone.newPage();
    const overflow = () => sideways(p);
    await p.goto(`${stack.baseUrl}/warranty`);
    const steps = p.locator('[data-testid="warranty-wizard"]');
    await steps.getByRole('heading', { name: texts.welcome.title }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await steps.locator('button[type="submit"]').click();
    await steps.locator('input[name="name"]').fill('Ann');
    await steps.locator('button[type="submit"]').click();
    await steps.locator('input[name="email"]').fill('ann@example.com');
    await steps.locator('button[type="submit"]').click();
    await steps.getByText('Amazon.com.mx', { exact: true }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await p.goto(`${stack.baseUrl}/warranty_success`);
    await p.getByRole('heading', { name: texts.success.title }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it('my devices: the registered order, add (615, 616, 620), search, and delete after confirming', async () => {
    // The order check verified the registration: the order is a device of the email.
    await expect.poll(async () => (await stack.db.warrantyRegistration.findUniqueOrThrow({ where: { email } })).status, { timeout: 20_000 }).toBe('verified');

    // The customer signs up with the registered email and confirms it, then signs in here.
    expect(
      (
        await postForm(stack.baseUrl, '/api/front/customer/register', {
          email,
          password: PASSWORD,
          confirm_password: PASSWORD,
          username: 'ann',
          fullname: 'Ann Example',
          country: 'US',
          site: 'us',
        })
      ).body.state,
    ).toBe(1);
    const confirmation = await stack.smtp.waitFor((m) => sentTo(email)(m) && /register_email_vaild/.test(m.text ?? ''));
    const token = new URL(confirmation.text!.match(/https?:\/\/\S+\/register_email_vaild\?token=[\w-]+/)![0]).searchParams.get('token')!;
    expect((await postForm(stack.baseUrl, '/api/front/customer/verify_email', { token })).body.state).toBe(1);

    await page.goto(`${stack.baseUrl}/personal_center/my_devices`);
    await page.waitForURL(/\/login\?redirect=/);
    const login = page.locator('[data-testid="login-form"]');
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.locator('button[type="submit"]').click();
    await page.waitForURL(/\/personal_center\/my_devices(?:[?&]site=\w+)?$/);

    const list = page.locator('[data-testid="device-list"]');
    const row = (id: string) => list.locator(`tr[data-order="${id}"]`);
    await row(registered).waitFor();
    expect(await row(registered).textContent()).toContain('Voltline 65W GaN USB-C Charger');
    await row(registered).getByText(texts.devices.under).waitFor();
    await row(registered).getByText(texts.devices.coverage_lifetime).waitFor();
    await row(registered).getByText(texts.devices.lifetime, { exact: true }).waitFor();

    const add = page.locator('[data-testid="device-add-form"]');
    const addOrder = async (id: string) => {
      await add.locator('input[name="order_id"]').fill(id);
      await add.locator('button[type="submit"]').click();
    };
    await addOrder('123-45');
    await add.getByText(status['615']).waitFor();
    await addOrder(newOrderId());
    await add.getByText(status['616']).waitFor();
    await addOrder(registered);
    await add.getByText(status['620']).waitFor();
    await addOrder(other);
    await page.getByText(`Order ${other} was added to your devices.`).waitFor();
    await row(other).waitFor();
    // Dates in the interface language; the registration's lifetime covers this older order too.
    await row(other).getByText('Jan 10, 2024').waitFor();
    await row(other).getByText(texts.devices.lifetime, { exact: true }).waitFor();
    await page.getByText('Devices: 2').waitFor();
    // The table scrolls inside its box, never the page, whatever the width (at 1024 px the header
    // and the table's hidden labels once widened the page by 40 px).
    const viewport = page.viewportSize();
    for (const width of [1024, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => sideways(page), { timeout: 10_000 }).toBeLessThanOrEqual(0);
    }
    if (viewport) await page.setViewportSize(viewport);

    const search = page.locator('input[name="order_search"]');
    await search.fill(other.slice(4, 11));
    await expect.poll(() => list.locator('tbody tr').count(), soon).toBe(1);
    expect(await row(other).count()).toBe(1);
    await search.fill('abc');
    await page.getByRole('alert').getByText(status['615']).waitFor();
    await search.fill('');
    await expect.poll(() => list.locator('tbody tr').count(), soon).toBe(2);

    // Delete asks first: Cancel keeps the device, confirming removes it.
    const dialog = page.locator('[data-testid="confirm-dialog"]');
    await row(other)
      .getByRole('button', { name: `Delete order ${other}` })
      .click();
    await dialog.getByText(texts.devices.confirm_title).waitFor();
    await dialog.getByText(`Order ${other} will be disconnected`).waitFor();
    await dialog.getByRole('button', { name: texts.devices.confirm_no }).click();
    await expect.poll(() => dialog.isVisible(), soon).toBe(false);
    expect(await row(other).count()).toBe(1);
    expect(await stack.db.device.count({ where: { email, orderId: other } })).toBe(1);

    await row(other)
      .getByRole('button', { name: `Delete order ${other}` })
      .click();
    await dialog.getByRole('button', { name: texts.devices.confirm_yes }).click();
    await page.getByText(`Order ${other} was removed from your devices.`).waitFor();
    await expect.poll(() => row(other).count(), soon).toBe(0);
    expect(await row(registered).count()).toBe(1);
    expect(await stack.db.device.count({ where: { email, orderId: other } })).toBe(0);

    // On a phone the table becomes one card per device, without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 812 });
    await row(registered)
      .getByRole('button', { name: `Delete order ${registered}` })
      .waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
