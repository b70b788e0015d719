import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@voltline/locales';
import { openPage, useSite, type Attributed, type OpenedPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { getJson } from '../support/stack';
import { statisticsPath } from '@voltline/contracts';

const TOKEN = 'content-analyst-token-0123';
const us = resources.us.common as unknown as {
  content: {
    explore: { title: string };
    support: { title: string };
    faq: { title: string; groups: Record<string, string>; results: string };
    downloads: { title: string };
    about: { title: string };
    lines: Record<string, { title: string }>;
    article: { link_copied: string };
  };
  legal: Record<'warranty' | 'terms' | 'privacy', { title: string }>;
};
const de = resources.de.common as unknown as typeof us;

/** Today on the machine's clock: the browser sends local_time from the same clock. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('content pages in the browser', () => {
  const { stack, browser } = browserStack({ env: { ANALYTICS_TOKEN: TOKEN } });
  let articleId: number;

  const analytics = async (path: string): Promise<{ rows: unknown[] }> =>
    (await fetch(`${stack.baseUrl}/api/analytics${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })).json() as Promise<{ rows: unknown[] }>;

  function open(width: number, site?: string): Promise<OpenedPage> {
    return openPage(browser, width, {
      locale: 'en-US',
      async prepare(context) {
        if (site) await useSite(context, stack.baseUrl, site);
        // Marketplace links open in a new tab; the test machine has no internet, so answer them here.
        await context.route(/^https:\/\/(www\.)?(amazon|facebook|twitter|pinterest)\./, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>marketplace</title>' }),
        );
      },
    });
  }

  beforeAll(async () => {
    const list = await getJson(stack.baseUrl, '/api/front/article/list?site_id=1&filter=title&op=eq&value=Which%20cable%20charges%20fastest%3F');
    articleId = list.body.data.rows[0].id;
  });

  // One test per route and width (a whole table in one test outlasts its time limit on a busy
  // machine). The article's id is known only once the stack runs, hence `:id`.
  const contentRoutes: [path: string, heading: () => string][] = [
    ['/explore', () => us.content.explore.title],
    ['/explore/reviews', () => 'Reviews'],
    ['/article/:id', () => 'Which cable charges fastest?'],
    ['/about', () => us.content.about.title],
    ['/about/chargers', () => us.content.lines.chargers!.title],
    ['/warrantyPolicy', () => us.legal.warranty.title],
    ['/termsOfService', () => us.legal.terms.title],
    ['/privacyPolicy', () => us.legal.privacy.title],
    ['/support', () => us.content.support.title],
    ['/support_faq', () => us.content.faq.title],
    ['/FAQ', () => us.content.faq.title],
    ['/download', () => us.content.downloads.title],
  ];
  for (const width of [375, 1280]) {
    for (const [route, heading] of contentRoutes) {
      it(`renders ${route} without console errors or sideways scrolling at ${width} px`, async () => {
        const path = route.replace(':id', String(articleId));
        const { page, errors } = await open(width);
        await page.goto(`${stack.baseUrl}${path}`);
        await page.locator('h1', { hasText: heading() }).first().waitFor();
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        expect(errors, `${path} at ${width}px`).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('lists articles by category tab and pages through them', async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${stack.baseUrl}/explore`);
    await expect.poll(() => page.locator('[data-article-id]').count()).toBe(9);
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL(/\/explore\/news(?:[?&]site=\w+)?$/);
    await expect.poll(() => page.locator('[data-article-id]').count()).toBe(3);
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/explore\?page=2(?:[?&]site=\w+)?$/);
    await expect.poll(() => page.locator('[data-article-id]').count()).toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('posts a discount-product click and a share to the statistics, where the analyst API counts them', async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${stack.baseUrl}/article/${articleId}`);
    const deal = page.locator('[data-discount-product="VL-CC200"]');
    await deal.waitFor();
    expect(await deal.getAttribute('href')).toBe('https://www.amazon.com/s?k=Voltline+VL-CC200');
    const clicked = page.waitForResponse((r) => r.url().endsWith(statisticsPath('article_iscount_product_click')));
    const [marketplace] = await Promise.all([page.context().waitForEvent('page'), deal.click()]);
    expect((await (await clicked).json()).state).toBe(1);
    await marketplace.close();

    const shared = page.waitForResponse((r) => r.url().endsWith(statisticsPath('article_sharing_statistics')));
    await page.locator('button[data-share="copy_link"]').click();
    expect((await (await shared).json()).state).toBe(1);
    await page.getByText(us.content.article.link_copied).waitFor();

    const day = today();
    await expect
      .poll(async () => (await analytics(`/clicks?from=${day}&to=${day}&group=product&type=article`)).rows, { timeout: 20_000 })
      .toContainEqual({ product: 'VL-CC200', clicks: 1, article_title: 'Which cable charges fastest?' });
    await expect
      .poll(async () => (await analytics(`/shares?from=${day}&to=${day}&group=way&kind=article`)).rows, { timeout: 20_000 })
      .toContainEqual({ way: 'copy_link', shares: 1 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens and closes FAQ answers, filters by group and finds questions by a word', async () => {
    const { page, errors } = await open(375);
    await page.goto(`${stack.baseUrl}/FAQ`);
    const question = page.getByRole('button', { name: 'Who ships my order?' });
    await question.waitFor();
    const answer = page.getByText('Voltline sells through marketplaces. Your order is shipped by the marketplace');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor({ state: 'visible' });
    await question.click();
    await answer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: us.content.faq.groups.delivery, exact: true }).click();
    await expect
      .poll(() => page.locator('section[data-group]').evaluateAll((s: Attributed[]) => s.map((e) => e.getAttribute('data-group'))))
      .toEqual(['delivery']);
    await page.getByRole('button', { name: us.content.faq.groups.all, exact: true }).click();

    await page.getByRole('searchbox').fill('ORDER NUMBER');
    await page.getByText('Questions found: 3').waitFor();
    await expect.poll(() => page.locator('section[data-group] li').count()).toBe(3);
    // The matches sit in their groups: two warranty questions and one about delivery.
    expect(await page.locator('section[data-group]').evaluateAll((s: Attributed[]) => s.map((e) => e.getAttribute('data-group')))).toEqual([
      'warranty',
      'delivery',
    ]);
    await page.getByRole('searchbox').fill('zebra');
    await expect.poll(() => page.locator('section[data-group]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the downloads with their sizes formatted for the site language, and serves the files', async () => {
    const { page, errors } = await open(1280, 'de');
    await page.goto(`${stack.baseUrl}/download`);
    await page.locator('h1', { hasText: de.content.downloads.title }).waitFor();
    const manual = page.locator('[data-download="voltline-vl-gan65-user-manual-en.pdf"]');
    await manual.waitFor();
    expect(await manual.locator('[data-size]').textContent()).toBe('2,79\u00a0KB');
    expect(await manual.textContent()).toContain('Englisch');
    const href = await manual.locator('a[download]').getAttribute('href');
    const file = await fetch(`${stack.baseUrl}${href}`);
    expect(file.headers.get('content-type')).toMatch(/pdf/);
    expect((await file.arrayBuffer()).byteLength).toBe(2860);

    // The German site words the 18+36 months extension; the US site the lifetime warranty.
    await page.goto(`${stack.baseUrl}/warrantyPolicy`);
    await page.getByRole('heading', { name: 'Erweiterte Garantie: 18+36 Monate' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();

    const english = await open(1280);
    await english.page.goto(`${stack.baseUrl}/warrantyPolicy`);
    await english.page.getByRole('heading', { name: 'Conditional lifetime warranty' }).waitFor();
    await english.page.context().close();
  });
});
