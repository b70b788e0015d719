import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { auditVisits } from '../support/audit';
import { browserStack } from '../support/browser-stack';

/**
 * axe-core on the states a page opens (the search overlay, the menus, each step of the two
 * wizards with and without errors): no critical and no serious violation, and no
 * Content-Security-Policy violation. Every route as it loads is audited by routes.test.ts.
 */
const ALL_VISITS = [
  ['us', 375],
  ['us', 1280],
  ['jp', 375],
  ['jp', 1280],
] as const;
const soon = { timeout: 10_000 };

const { stack, browser } = browserStack({ workers: false });

/** Opens `path` on each (site, width) and lets `act` open states and audit each. */
function auditStates(
  visits: readonly (readonly [site: 'us' | 'jp', width: number])[],
  path: string,
  act: (page: Page, check: (state: string) => Promise<void>) => Promise<void>,
): Promise<string[]> {
  return auditVisits(browser, stack.baseUrl, visits, path, ({ page, check }) => act(page, check));
}

describe('accessibility of the open states (axe-core: 0 serious, 0 critical)', () => {
  it('search overlay, with a query typed', async () => {
    const problems = await auditStates(ALL_VISITS, '/index', async (page, check) => {
      await page.locator('header button[aria-haspopup="dialog"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('cable');
      await dialog.getByRole('searchbox').waitFor(soon);
      await check('search overlay');
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('site switcher (desktop)', async () => {
    const problems = await auditStates(
      [
        ['us', 1280],
        ['jp', 1280],
      ],
      '/index',
      async (page, check) => {
        await page.locator('header button[aria-controls][aria-expanded="false"]:visible').first().click();
        await page.locator('header [aria-expanded="true"]').waitFor(soon);
        await check('site switcher');
      },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('phone menu', async () => {
    const problems = await auditStates(
      [
        ['us', 375],
        ['jp', 375],
      ],
      '/index',
      async (page, check) => {
        const lang = (await page.evaluate('document.documentElement.lang')) === 'ja-JP' ? 'jp' : 'us';
        await page.getByRole('button', { name: resources[lang].common.header.open_menu }).click();
        await page.getByRole('navigation', { name: resources[lang].common.header.main_menu }).waitFor(soon);
        await check('phone menu');
      },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('each step of the warranty wizard, with and without errors', async () => {
    const answers: Record<string, (wizard: Locator) => Promise<void>> = {
      name: (wizard) => wizard.locator('input[name="name"]').fill('Ann Example'),
      email: (wizard) => wizard.locator('input[name="email"]').fill('ann@example.com'),
      store: (wizard) => wizard.locator('input[name="store"][value="DE"]').check({ force: true }),
      item: (wizard) => wizard.locator('input[name="item"][value="cable"]').check({ force: true }),
      order_number: (wizard) => wizard.locator('input[name="order_number"]').fill('114-1629072-2441955'),
    };
    const problems = await auditStates(
      [
        ['us', 1280],
        ['jp', 375],
      ],
      '/warranty',
      async (page, check) => {
        const wizard = page.locator('[data-testid="warranty-wizard"]');
        const next = () => wizard.locator('button[type="submit"]').click();
        await check('step 1');
        await next();
        for (const [index, [question, answer]] of Object.entries(answers).entries()) {
          await expect.poll(() => wizard.getAttribute('data-step'), soon).toBe(String(index + 2));
          await check(`step ${index + 2}`);
          if (question === 'order_number') await wizard.locator('input[name="order_number"]').fill('123');
          await next();
          await wizard.getByRole('alert').first().waitFor(soon);
          await check(`step ${index + 2} with an error`);
          await answer(wizard);
          if (question !== 'order_number') await next();
        }
      },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('each step of the contact wizard, with and without errors', async () => {
    const problems = await auditStates(
      [
        ['us', 1280],
        ['jp', 375],
      ],
      '/support_contactus',
      async (page, check) => {
        const lang = (await page.evaluate('document.documentElement.lang')) === 'ja-JP' ? 'jp' : 'us';
        const ui = resources[lang].common.contact;
        const wizard = page.locator('form[data-testid^="contact-step-"]');
        const step = (name: string) => page.locator(`[data-testid="contact-step-${name}"]`).waitFor(soon);
        // Continue on every step, Send on the last.
        const next = () => wizard.locator('button[type="submit"]').click();
        const withError = async (name: string) => {
          await next();
          await page.locator('[aria-invalid="true"], [role="alert"]').first().waitFor(soon);
          await check(`${name} with errors`);
        };
        await step('subject');
        await check('subject');
        await withError('subject');
        await page.getByText(ui.subjects.defective).click();
        await next();
        await step('personal');
        await check('personal');
        await withError('personal');
        await wizard.locator('input[name="name"]').fill('Ann Example');
        await wizard.locator('input[name="email"]').fill('ann@example.com');
        await next();
        await step('order');
        await check('order');
        await withError('order');
        await wizard.locator('input[name="order_id"]').fill('114-1629072-2441955');
        await wizard.locator('select[name="product_category"]').selectOption('charger');
        await wizard.locator('input[name="product"]').fill('65 W USB-C charger');
        await wizard.locator('input[name="within_30_days"][value="yes"]').check({ force: true });
        await wizard.locator('input[name="shipping_cost"][value="no"]').check({ force: true });
        await next();
        await step('address');
        await check('address');
        await withError('address');
        await wizard.locator('input[name="address_line1"]').fill('12 Main Street');
        await wizard.locator('input[name="city"]').fill('Springfield');
        await wizard.locator('input[name="state"]').fill('IL');
        await wizard.locator('input[name="postal_code"]').fill('62701');
        await wizard.locator('input[name="phone"]').fill('+1 217 555 0100');
        await next();
        await step('solution');
        await check('solution');
        await withError('solution');
      },
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
