import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { sentTo } from '../support/smtp-sink';
import { uniqueEmail } from '../support/stack';

describe('footer newsletter box in the browser', () => {
  const { stack, browser } = browserStack();

  async function openHome(width: number): Promise<{ page: Page; errors: string[] }> {
    const { page, errors } = await openPage(browser, width, { locale: 'en-US' });
    await page.goto(`${stack.baseUrl}/index`);
    await page.locator('[data-testid="subscribe-form"]').scrollIntoViewIfNeeded();
    return { page, errors };
  }

  it('subscribes from the footer on a phone, shows the dialog, and the emailed link confirms', async () => {
    const { page, errors } = await openHome(375);
    const form = page.locator('[data-testid="subscribe-form"]');
    const email = uniqueEmail('browser');
    await expect.poll(() => form.locator('input[name="agreement"]').isChecked()).toBe(true);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();

    const dialog = page.locator('[data-testid="subscribe-success"]');
    await dialog.waitFor({ state: 'visible' });
    // A modal <dialog> (its role is implicit), shown modally.
    expect(await dialog.evaluate((d: { tagName: string; matches(selector: string): boolean }) => d.tagName === 'DIALOG' && d.matches(':modal'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);

    const mail = await stack.smtp.waitFor(sentTo(email));
    const link = (mail.text ?? '').match(/https?:\/\/\S+\/subscription_confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expect.poll(async () => (await stack.db.subscriber.findUniqueOrThrow({ where: { email } })).status, { timeout: 15_000 }).toBe('confirmed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('validates on blur, clears on typing, and acts only with an email and the box ticked', async () => {
    const { page } = await openHome(1280);
    const form = page.locator('[data-testid="subscribe-form"]');
    const input = form.locator('input[name="email"]');
    const button = form.locator('button[type="submit"]');

    expect(await button.isDisabled()).toBe(true);
    await input.focus();
    await input.blur();
    await form.getByText('Please enter a valid email address.').waitFor();

    await input.fill('ann@');
    expect(await form.getByText('Please enter a valid email address.').count()).toBe(0);
    await input.blur();
    await form.getByText(/correct email format/).waitFor();

    await input.fill('ann@example.com');
    expect(await button.isDisabled()).toBe(false);
    await form.locator('input[name="agreement"]').uncheck();
    expect(await button.isDisabled()).toBe(true);
    await page.context().close();
  });
});
