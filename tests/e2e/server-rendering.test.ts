import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage, siteUrl, waitForHydration } from '../support/browser';
import { browserStack } from '../support/browser-stack';

const texts = (lang: 'us' | 'de') => resources[lang].common as unknown as { home: { hero_title: string } };

/**
 * The browser side of server rendering: the page it receives is the app (hydration makes no
 * second request for the data and reports no mismatch), links navigate without loading a new
 * document, and the site chosen in the header is the site of the address.
 */
describe('server-rendered pages in the browser', () => {
  const { stack, browser } = browserStack({ workers: false });
  const contexts: BrowserContext[] = [];
  // Registered after browserStack's, so it runs before it: the contexts close before the browser.
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  async function open(): Promise<{ page: Page; errors: string[]; apiCalls: string[] }> {
    // Console warnings count too: a server-rendered page hydrates without any.
    const { context, page, errors } = await openPage(browser, 1280, { console: ['error', 'warning'] });
    contexts.push(context);
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/front/') && apiCalls.push(new URL(r.url()).pathname));
    return { page, errors, apiCalls };
  }

  it('hydrates a product page with the data of the HTML: no second request for it, no warning', async () => {
    const product = await stack.db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const { page, errors, apiCalls } = await open();
    await page.goto(siteUrl(stack.baseUrl, `/product/${product.model.toLowerCase()}`, 'us'));
    await waitForHydration(page);
    expect(await page.evaluate('window.__vlHydrated === true')).toBe(true);
    await page.locator('main h1').waitFor();
    expect(apiCalls.filter((path) => /\/(product\/info|site\/list|front_menu\/list)$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('follows an internal link without loading a new document, keeping the site', async () => {
    const { page, errors } = await open();
    await page.goto(siteUrl(stack.baseUrl, '/index', 'de'));
    await page.evaluate('window.__sameDocument = true');
    const link = page.locator('main a[href^="/products/"]').first();
    expect(await link.getAttribute('href')).toMatch(/[?&]site=de$/);
    await link.click();
    await page.waitForURL(/\/products\/[\w-]+\?site=de$/, { timeout: 10_000 });
    await page.locator('main h1').waitFor();
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('switching site changes the address, the language and the content, and a reload keeps it', async () => {
    const { page, errors } = await open();
    await page.goto(siteUrl(stack.baseUrl, '/index', 'us'));
    const heading = page.locator('main h1').first();
    expect((await heading.textContent())?.trim()).toBe(texts('us').home.hero_title);
    const de = await stack.db.site.findUniqueOrThrow({ where: { code: 'de' } });
    await page
      .locator('header')
      .getByRole('button', { name: /United States/ })
      .click();
    await page.locator('header').getByRole('button', { name: de.name }).click();

    await page.waitForURL(/\/index\?site=de$/, { timeout: 10_000 });
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang'), { timeout: 10_000 }).toBe('de-DE');
    await expect.poll(async () => (await heading.textContent())?.trim(), { timeout: 10_000 }).toBe(texts('de').home.hero_title);

    await page.reload();
    expect(page.url()).toMatch(/\/index\?site=de$/);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('de-DE');
    expect((await page.locator('main h1').first().textContent())?.trim()).toBe(texts('de').home.hero_title);
    expect(errors).toEqual([]);
  });
});
