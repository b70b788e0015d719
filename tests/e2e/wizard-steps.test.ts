import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { useSite } from '../support/browser';
import { browserStack } from '../support/browser-stack';

/**
 * The wizards keep their step in the address: the browser's Back and Forward walk the steps, a
 * reload keeps the step and the answers, and a step opened with earlier answers missing sends the
 * visitor to the first unanswered one.
 */
const warranty = resources.us.common.warranty;
const contact = resources.us.common.contact;
const soon = { timeout: 10_000 };

const { stack, browser } = browserStack({ workers: false });

async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  await useSite(context, stack.baseUrl, 'us');
  return context.newPage();
}

describe('the warranty wizard keeps its step in the address', () => {
  let page: Page;
  const wizard = () => page.locator('[data-testid="warranty-wizard"]');
  const atStep = (n: number) => expect.poll(() => wizard().getAttribute('data-step'), soon).toBe(String(n));
  const next = () => wizard().locator('button[type="submit"]').click();

  beforeAll(async () => {
    page = await freshPage();
  });

  it('Back and Forward walk the steps with the answers; a reload on step 3 keeps the step and the answers', async () => {
    await page.goto(`${stack.baseUrl}/warranty`);
    await atStep(1);
    await next();
    await atStep(2);
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    await wizard().locator('input[name="name"]').fill('Ann Example');
    await next();
    await atStep(3);
    expect(new URL(page.url()).searchParams.get('step')).toBe('3');
    await wizard().locator('input[name="email"]').fill('ann@example.com');

    await page.goBack();
    await atStep(2);
    expect(await wizard().locator('input[name="name"]').inputValue()).toBe('Ann Example');
    await page.goBack();
    await atStep(1);
    await page.goForward();
    await atStep(2);
    await page.goForward();
    await atStep(3);
    expect(await wizard().locator('input[name="email"]').inputValue()).toBe('ann@example.com');

    await page.reload();
    await atStep(3);
    await expect.poll(() => wizard().locator('input[name="email"]').inputValue(), soon).toBe('ann@example.com');
    await expect
      .poll(() => page.locator('[data-testid="warranty-progress"]').textContent(), soon)
      .toBe(warranty.progress.replace('{{answered}}', '2').replace('{{total}}', '5'));
    await page.goBack();
    await atStep(2);
    expect(await wizard().locator('input[name="name"]').inputValue()).toBe('Ann Example');
  });

  it('a step opened with earlier answers missing goes to the first unanswered one', async () => {
    const stranger = await freshPage();
    await stranger.goto(`${stack.baseUrl}/warranty?step=5`);
    await expect.poll(() => stranger.locator('[data-testid="warranty-wizard"]').getAttribute('data-step'), soon).toBe('2');
    expect(new URL(stranger.url()).searchParams.get('step')).toBe('2');
    await stranger.getByRole('heading', { name: warranty.name.title }).waitFor(soon);
    await stranger.context().close();
  });
});

describe('the contact wizard keeps its step in the address', () => {
  let page: Page;
  const wizard = () => page.locator('form[data-testid^="contact-step-"]');
  const step = (name: string) => page.locator(`[data-testid="contact-step-${name}"]`).waitFor(soon);
  const next = () => wizard().getByRole('button', { name: contact.wizard.next }).click();

  beforeAll(async () => {
    page = await freshPage();
  });

  it('a reload on step 3 keeps the step and the answers, and Back still finds the earlier ones', async () => {
    await page.goto(`${stack.baseUrl}/support_contactus`);
    await step('subject');
    await page.getByText(contact.subjects.defective).click();
    await next();
    await step('personal');
    await wizard().locator('input[name="name"]').fill('Ann Example');
    await wizard().locator('input[name="email"]').fill('ann@example.com');
    await next();
    await step('order');
    await wizard().locator('input[name="order_id"]').fill('114-1629072-2441955');

    await page.reload();
    await step('order');
    expect(new URL(page.url()).searchParams.get('step')).toBe('order');
    await expect.poll(() => wizard().locator('input[name="order_id"]').inputValue(), soon).toBe('114-1629072-2441955');
    await page.goBack();
    await step('personal');
    expect(await wizard().locator('input[name="name"]').inputValue()).toBe('Ann Example');
    await page.goForward();
    await step('order');
  });

  it('a step opened with earlier answers missing goes to the first unanswered one', async () => {
    const stranger = await freshPage();
    await stranger.goto(`${stack.baseUrl}/support_contactus?step=address`);
    await stranger.locator('[data-testid="contact-step-subject"]').waitFor(soon);
    expect(new URL(stranger.url()).searchParams.get('step')).toBeNull();
    await stranger.context().close();
  });
});
