import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage, useSite, type Attributed, type OpenedPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { statisticsPath } from '@voltline/contracts';

type ShopTexts = {
  shop: Record<string, string> & { unavailable: string; compatibility: string; finder_none: string; all_products: string; product_missing_title: string };
};
const texts = (lang: keyof typeof resources) => resources[lang].common as unknown as ShopTexts;

describe('catalogue in the browser: list, detail, finder, search', () => {
  const { stack, browser } = browserStack({ workers: false });

  function open(width: number, site?: string): Promise<OpenedPage> {
    return openPage(browser, width, {
      async prepare(context) {
        if (site) await useSite(context, stack.baseUrl, site);
        // Marketplaces and social networks are third parties: their pages are stubbed.
        await context.route(/^https:\/\/(www\.)?(amazon|facebook|twitter|pinterest)\./, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' }),
        );
      },
    });
  }

  const models = (page: Page) => page.locator('[data-model]').evaluateAll((cards: Attributed[]) => cards.map((c) => c.getAttribute('data-model')));

  it('lists the catalogue and filters it by category, at 375 and 1280 px without console errors', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open(width);
      await page.goto(`${stack.baseUrl}/products`);
      await page.getByRole('heading', { level: 1, name: texts('us').shop.all_products }).waitFor();
      await page.locator('[data-model="VL-CC100"]').waitFor();
      expect((await models(page)).length).toBe(12);

      await page.getByRole('link', { name: /^Chargers/ }).click();
      await page.waitForURL(/\/products\/chargers(?:[?&]site=\w+)?$/);
      await page.getByRole('heading', { level: 1, name: 'Chargers' }).waitFor();
      await page.locator('[data-model="VL-GAN65"]').waitFor();
      const chargers = await models(page);
      expect(chargers.sort()).toEqual(['VL-CAR48', 'VL-GAN100', 'VL-GAN30', 'VL-GAN65', 'VL-PAD15']);

      await page.locator('[data-model="VL-GAN65"]').click();
      await page.waitForURL(/\/product\/vl-gan65(?:[?&]site=\w+)?$/);
      await page.getByRole('heading', { level: 1, name: 'GaN 65W 3-Port Charger' }).waitFor();
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it("shows a product with its region's marketplace button, which posts the click statistic", async () => {
    const { context, page, errors } = await open(1280, 'de');
    await page.goto(`${stack.baseUrl}/product/vl-cc100`);
    await page.getByRole('heading', { level: 1, name: 'USB-C auf USB-C Kabel, 1 m' }).waitFor();
    const button = page.getByTestId('marketplace-button');
    expect(await button.textContent()).toContain('amazon.de');
    expect(await button.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.de\/s\?k=Voltline/);

    const click = page.waitForRequest((r) => r.url().endsWith(statisticsPath('product_amazon_button_click')) && r.method() === 'POST');
    const answer = page.waitForResponse((r) => r.url().endsWith(statisticsPath('product_amazon_button_click')));
    const popup = context.waitForEvent('page');
    await button.click();
    const fields = new URLSearchParams((await click).postData() ?? '');
    expect(fields.get('product_name')).toBe('VL-CC100');
    expect(fields.get('site')).toBe('de');
    expect(fields.get('site_id')).toMatch(/^\d+$/);
    expect(fields.get('local_time')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await (await answer).json()).toMatchObject({ state: 1 });
    await (await popup).close();

    const share = page.waitForRequest((r) => r.url().endsWith(statisticsPath('product_sharing_statistics')));
    const sharePopup = context.waitForEvent('page');
    await page.locator('[data-share="facebook"]').click();
    const shared = new URLSearchParams((await share).postData() ?? '');
    expect(Object.fromEntries(shared)).toMatchObject({ share_way: 'facebook', product_model_name: 'VL-CC100', site: 'de' });
    await (await sharePopup).close();

    // Specs, compatibility and Quick Charge 3.0 (docs/product.md §9) are on the page, in German.
    await page.getByText('Quick Charge 3.0', { exact: true }).waitFor();
    await page.getByText(texts('de').shop.compatibility, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Unavailable for your area' where the product is not sold, with no marketplace button", async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open(width, 'jp');
      await page.goto(`${stack.baseUrl}/product/vl-am200`);
      await page.getByTestId('unavailable').waitFor();
      expect(await page.getByTestId('unavailable').textContent()).toContain(texts('jp').shop.unavailable);
      expect(await page.getByTestId('marketplace-button').count()).toBe(0);
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('shows a not-found page with a way back for a product that does not exist', async () => {
    const { context, page } = await open(1280);
    await page.goto(`${stack.baseUrl}/product/vl-nope`);
    await page.getByRole('heading', { name: texts('us').shop.product_missing_title }).waitFor();
    await page.getByRole('link', { name: texts('us').shop.all_products }).click();
    await page.waitForURL(/\/products(?:[?&]site=\w+)?$/);
    await context.close();
  });

  it("lists a product's reviews with the rating summary", async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open(width);
      await page.goto(`${stack.baseUrl}/comment/vl-gan65`);
      await page.getByRole('heading', { level: 1, name: 'GaN 65W 3-Port Charger' }).waitFor();
      expect(await page.locator('li h2').count()).toBeGreaterThanOrEqual(2);
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('finds the cables between two ports, and an adapter when no cable fits', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open(width);
      await page.goto(`${stack.baseUrl}/find_your_cable`);
      await page.locator('[data-model="VL-CL100"]').waitFor();
      expect((await models(page)).sort()).toEqual(['VL-CL100', 'VL-CL200']);

      await page.locator('input[name="from"][value="usb-a"]').check();
      await page.locator('input[name="to"][value="micro-usb"]').check();
      await page.locator('[data-model="VL-AM100"]').waitFor();
      expect((await models(page)).sort()).toEqual(['VL-AM100', 'VL-AM200']);

      await page.locator('input[name="from"][value="lightning"]').check();
      await page.getByText(texts('us').shop.finder_none).waitFor();
      await page.locator('[data-model="VL-AD-MC"]').waitFor();
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });

  it('shows ranked search results with the match highlighted, and searches again from the page', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await open(width);
      await page.goto(`${stack.baseUrl}/search?type=product&search=lightning`);
      await page.getByRole('heading', { level: 1, name: /lightning/ }).waitFor();
      const marks = page.locator('main mark');
      await marks.first().waitFor();
      const marked = await marks.allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((m) => m.toLowerCase() === 'lightning')).toBe(true);
      expect(await page.locator('main ol > li').count()).toBe(3);

      await page.locator('#search-page-input').fill('GaN');
      await page.locator('#search-page-input').press('Enter');
      await page.waitForURL(/search=GaN/);
      await page.getByText('GaN 65W 3-Port Charger').waitFor();
      expect(errors, `${width}px`).toEqual([]);
      await context.close();
    }
  });
});
