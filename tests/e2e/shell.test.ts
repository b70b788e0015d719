import { describe, expect, it } from 'vitest';
import { resources } from '@voltline/locales';
import { openPage, useSite } from '../support/browser';
import { browserStack } from '../support/browser-stack';

describe('site shell in the browser', () => {
  const { stack, browser } = browserStack({ workers: false });

  it('sends / to /index and renders the home page without console errors at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await openPage(browser, width, { height: 800 });
      await page.goto(`${stack.baseUrl}/`);
      await page.waitForURL(/\/index(?:[?&]site=\w+)?$/);
      await page.locator('footer').waitFor();
      expect(await page.locator('h1').first().textContent()).toBeTruthy();
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('renders a not-found page with a way back for unknown addresses, in the stored language', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The site the visitor chose before: the server renders it from the cookie.
    await useSite(context, stack.baseUrl, 'de');
    const page = await context.newPage();
    const response = await page.goto(`${stack.baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    const de = resources.de.common as unknown as { not_found: { title: string; home: string } };
    await page.getByRole('heading', { name: de.not_found.title }).waitFor();
    const back = page.getByRole('link', { name: de.not_found.home });
    expect(await back.getAttribute('href')).toBe('/index?site=de');
    await back.click();
    await page.waitForURL(/\/index\?site=de$/);
    await context.close();
  });
});
