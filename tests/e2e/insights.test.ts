import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openAudited, seriousAxeViolations } from '../support/audit';
import { browserStack } from '../support/browser-stack';
import { postForm } from '../support/stack';
import { clockFromNoonUtc } from '../support/clock';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'analyst-token-browser-0123';
const SCREENSHOTS = process.env.INSIGHTS_SCREENSHOTS ?? '/tmp';
const DAY_MS = 86_400_000;
// 40 days ago: inside "last 90 days", outside "last 30 days". Other tests count views today or on
// fixed days long past, so the figures of that day (on the pl site) are exactly the ones sent here.
const DAY = new Date(Date.now() - 40 * DAY_MS).toISOString().slice(0, 10);
const SITE = 'pl';
const CAMPAIGN = `insights-${randomUUID().slice(0, 8)}`;
// Not "insights-n": isbot takes "insight" for Google PageSpeed Insights, and bots are not counted.
const visitor = (n: number) => ({ 'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 analyst-view-${n}` });
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The cells of the row of a table (by its data-table name) whose first cell is `first`. */
const rowCells = (page: Page, table: string, first: string) =>
  page
    .locator(`[data-table="${table}"] tbody tr`)
    .filter({ has: page.locator('td:first-child', { hasText: first }) })
    .first()
    .locator('td')
    .allTextContents();

describe('/insights: the analysts page in the browser', () => {
  // The workers start once every event is queued (below).
  const { stack, browser } = browserStack({ env: { ANALYTICS_TOKEN: TOKEN }, workers: false });

  beforeAll(async () => {
    // Visitor 1 lands from the campaign and views 3 pages, then clicks through to a marketplace;
    // visitor 2 comes directly and views 2 pages: 5 views by 2 visitors on DAY.
    const view = (n: number, uri: string) =>
      postForm(stack.baseUrl, statisticsPath('daily_views_ip'), { local_time: `${DAY} 10:00:00`, site_id: '1', site: SITE, uri }, visitor(n));
    // Sent on DAY (this process's clock, which the api reads): the api counts only events dated
    // within a day of its own date (docs/decisions/0022-statistics-local-time-window.md).
    clockFromNoonUtc(DAY);
    let states: number[];
    try {
      states = [
        await view(1, `/index?utm_source=insights-mail&utm_medium=email&utm_campaign=${CAMPAIGN}`),
        await view(1, '/products'),
        await view(1, '/product/3'),
        await postForm(
          stack.baseUrl,
          statisticsPath('product_amazon_button_click'),
          { local_time: `${DAY} 10:01:00`, site_id: '1', site: SITE, product_name: 'VL-C100' },
          visitor(1),
        ),
        await view(2, '/index'),
        await view(2, '/support'),
      ].map((answer) => answer.body.state);
    } finally {
      vi.useRealTimers();
    }
    expect(states).toEqual([1, 1, 1, 1, 1, 1]);
    // The workers start now, so the views and the click are folded together: DAY is 40 days ago,
    // and any test's workers may close it (pruneCampaignVisitors: a day with visitor rows older
    // than yesterday) between a fold of the views and a later one of the click, which would then
    // count no clicker (a click-through of 0 %, seen once in a full run).
    await stack.startWorkers();
    // The fold of the statistics workers: wait until the API has the campaign's row (vi.waitFor: expect.poll is for tests).
    await vi.waitFor(
      async () => {
        const response = await fetch(`${stack.baseUrl}/api/analytics/campaigns?from=${DAY}&to=${DAY}&site=${SITE}`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        const rows = ((await response.json()) as { rows: { campaign: string }[] }).rows;
        expect(rows.find((row) => row.campaign === CAMPAIGN)).toMatchObject({ views: 3, visitors: 1, marketplace_clicks: 1 });
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('signs in with the token, shows the figures sent, changes them with a preset, downloads a table as CSV; no console error, no CSP violation', async () => {
    const audited = await openAudited(browser, stack.baseUrl, 'us', 1280);
    const { page } = audited;
    try {
      await page.goto(`${stack.baseUrl}/insights?range=90d&sites=${SITE}`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      const form = page.getByTestId('insights-sign-in');
      await form.waitFor({ timeout: 15_000 });
      await form.getByLabel('Analyst token').fill(TOKEN);
      await form.getByRole('button', { name: 'Sign in' }).click();

      // The visitors chart and its table (the chart's accessible form): DAY has 2 visitors, 5 views.
      await page.locator('[data-chart="visitors"] canvas').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-chart="visitors"] [role="img"]').getAttribute('aria-label')).toContain('Visitors per day');
      await expect
        .poll(() => rowCells(page, 'insights-daily', dayLabel(DAY)), { timeout: 15_000 })
        .toEqual([dayLabel(DAY), '2', '5', expect.any(String), expect.any(String), expect.any(String)]);
      // The campaign table: 3 views, 1 visitor, 1 marketplace click, all of its visitors clicked.
      await expect
        .poll(() => rowCells(page, 'insights-campaigns', CAMPAIGN), { timeout: 15_000 })
        .toEqual([CAMPAIGN, 'insights-mail', 'email', '3', '1', '1', '100%']);
      expect(await page.locator('[data-total="visitors"] dd').first().textContent()).toMatch(/^\d+$/);

      // The campaign table's CSV is the API's, with the same rows as the table.
      const tableRows = await page.locator('[data-table="insights-campaigns"] tbody tr').count();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.locator('[data-table="insights-campaigns"] a[download]').click(),
      ]);
      const csv = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(csv[0]).toBe('campaign,source,medium,views,visitors,marketplace_clicks,click_through');
      expect(csv).toContain(`${CAMPAIGN},insights-mail,email,3,1,1,1`);
      expect(csv).toHaveLength(tableRows + 1);

      // A preset: the address says so, and DAY (40 days ago) is out of the figures.
      await page.locator('[data-preset="30d"]').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('range'), { timeout: 10_000 }).toBe('30d');
      expect(new URL(page.url()).searchParams.get('sites')).toBe(SITE);
      // aria-current: 'true' from the page, or 'page' where the router finds the link's address is the current one.
      await expect.poll(() => page.locator('[data-preset="30d"]').getAttribute('aria-current')).toMatch(/^(true|page)$/);
      expect(await page.locator('[data-preset="90d"]').getAttribute('aria-current')).toBeNull();
      await expect.poll(() => page.locator('[data-table="insights-daily"] tbody tr').count(), { timeout: 15_000 }).toBe(30);
      expect(await page.locator('[data-table="insights-daily"] tbody tr td:first-child', { hasText: dayLabel(DAY) }).count()).toBe(0);
      // DAY is now in the previous period (31 to 60 days ago): its figures are the second line's.
      const previousRow = page.locator('[data-table="insights-daily"] tbody tr').filter({ has: page.locator('td:nth-child(4)', { hasText: dayLabel(DAY) }) });
      expect((await previousRow.locator('td').allTextContents()).slice(3)).toEqual([dayLabel(DAY), '2', '5']);
      await expect.poll(() => page.locator('[data-table="insights-campaigns"]', { hasText: CAMPAIGN }).count(), { timeout: 15_000 }).toBe(0);

      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(audited.errors).toEqual([]);
      expect(audited.cspViolations).toEqual([]);

      // Signing out puts the form back; the cookie no longer opens the figures.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByTestId('insights-sign-in').waitFor({ timeout: 15_000 });
      const after = await page.evaluate(`fetch('/api/analytics/session').then((r) => r.json())`);
      expect(after).toMatchObject({ data: { signed_in: false } });
    } finally {
      await audited.close();
    }
  });

  it('fits 375 and 1280 px screens with the figures on them (screenshots kept for a look)', async () => {
    for (const width of [375, 1280]) {
      const audited = await openAudited(browser, stack.baseUrl, 'jp', width);
      const { page } = audited;
      try {
        await page.goto(`${stack.baseUrl}/insights?range=90d&sites=${SITE}`);
        const form = page.getByTestId('insights-sign-in');
        await form.waitFor({ timeout: 15_000 });
        await form.locator('input[type="password"]').fill(TOKEN);
        await form.locator('button[type="submit"]').click();
        await expect.poll(() => rowCells(page, 'insights-campaigns', CAMPAIGN), { timeout: 15_000 }).toContain('100%');
        await page.locator('[data-chart="views"] canvas').first().waitFor({ timeout: 15_000 });
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect(overflow).toBeLessThanOrEqual(1);
        const chartWidth = await page
          .locator('[data-chart="visitors"] canvas')
          .first()
          .evaluate((canvas: { getBoundingClientRect(): { width: number } }) => canvas.getBoundingClientRect().width);
        expect(chartWidth).toBeGreaterThan(width === 375 ? 250 : 400);
        await page.screenshot({ path: `${SCREENSHOTS}/insights-${width}.png`, fullPage: true });
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(audited.errors).toEqual([]);
        expect(audited.cspViolations).toEqual([]);
      } finally {
        await audited.close();
      }
    }
  });
});
