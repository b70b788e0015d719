import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-campaign-e2e-01';

interface CampaignRow {
  campaign: string;
  source: string;
  landing: string;
  views: number;
  visitors: number;
  marketplace_clicks: number;
}

/** Today's spring/newsletter row landing on /index (zeros before anyone landed). */
async function campaignRow(baseUrl: string, day: string): Promise<Pick<CampaignRow, 'views' | 'visitors' | 'marketplace_clicks'>> {
  const response = await fetch(`${baseUrl}/api/analytics/campaigns?from=${day}&to=${day}&group=landing`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const rows = ((await response.json()) as { rows: CampaignRow[] }).rows;
  return rows.find((r) => r.campaign === 'spring' && r.source === 'newsletter' && r.landing === '/index') ?? { views: 0, visitors: 0, marketplace_clicks: 0 };
}

describe('campaign landing in the browser', () => {
  const { stack, browser } = browserStack({ env: { ANALYTICS_TOKEN: TOKEN } });

  it('counts a visitor who lands on a campaign, opens a product and clicks its marketplace button under that campaign', async () => {
    const { context, page, errors } = await openPage(browser, 375, {
      height: 800,
      // The marketplace is a third party: its page is stubbed.
      prepare: (fresh) => fresh.route(/^https:\/\/(www\.)?amazon\./, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' })),
    });
    const views: Request[] = [];
    page.on('request', (r) => r.url().endsWith(statisticsPath('daily_views_ip')) && views.push(r));

    const today = new Date().toISOString().slice(0, 10);
    const before = await campaignRow(stack.baseUrl, today);
    await page.goto(`${stack.baseUrl}/index?utm_source=newsletter&utm_campaign=spring`);
    const card = page.locator('[data-model]').first();
    await card.waitFor({ timeout: 15_000 });
    const model = await card.getAttribute('data-model');
    await card.click();
    await page.waitForURL(/\/product\//);
    const button = page.getByTestId('marketplace-button');
    // The campaign's Amazon Attribution tag (seed data) is on the link once the campaign is known.
    await expect.poll(() => button.getAttribute('href'), { timeout: 15_000 }).toContain('maas=maas_adg_voltline_spring_us');
    expect(await button.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=Voltline/);

    const clicked = page.waitForResponse((r) => r.url().endsWith(statisticsPath('product_amazon_button_click')));
    const popup = context.waitForEvent('page');
    await button.click();
    expect(await (await clicked).json()).toMatchObject({ state: 1 });
    await (await popup).close();

    // The landing view carried the address with its query string; the next one the path alone.
    const uris = views.map((r) => new URLSearchParams(r.postData() ?? '').get('uri'));
    expect(uris).toHaveLength(2);
    expect(uris[0]).toBe('/index?utm_source=newsletter&utm_campaign=spring');
    expect(uris[1]).toBe(`/product/${model!.toLowerCase()}`);

    // The run's other test files share this database (and may land on 'spring' too): the visit
    // shows as exactly its own increase of the spring/newsletter row landing on /index.
    const springRow = () => campaignRow(stack.baseUrl, today);
    await expect.poll(async () => (await springRow()).views, { timeout: 20_000 }).toBe(before.views + 2);
    await expect.poll(async () => (await springRow()).marketplace_clicks, { timeout: 20_000 }).toBe(before.marketplace_clicks + 1);
    expect((await springRow()).visitors).toBe(before.visitors + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
