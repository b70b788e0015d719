import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { openPage } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { statisticsPath } from '@voltline/contracts';

const ui = resources.us.common as unknown as {
  header: { search: string; sign_in: string; open_menu: string; main_menu: string };
  errors: { load_title: string; retry: string };
  a11y: { home: string };
  search: { popular: string; close: string };
};

/** What the visitor's browser posted to statistics/daily_views_ip, in order. */
function recordPageViews(page: Page): { uri: string; site: string; site_id: string; local_time: string }[] {
  const views: { uri: string; site: string; site_id: string; local_time: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith(statisticsPath('daily_views_ip'))) return;
    const fields = new URLSearchParams(request.postData() ?? '');
    views.push({
      uri: fields.get('uri') ?? '',
      site: fields.get('site') ?? '',
      site_id: fields.get('site_id') ?? '',
      local_time: fields.get('local_time') ?? '',
    });
  });
  return views;
}

describe('navigation, search overlay and site choice in the browser', () => {
  const { stack, browser } = browserStack({ workers: false });
  const open = (width: number) => openPage(browser, width, { height: 800, locale: 'en-US' });

  it('posts one page view per navigation, with the site, once the site is known', async () => {
    const { page } = await open(1280);
    const views = recordPageViews(page);
    const us = await stack.db.site.findUniqueOrThrow({ where: { code: 'us' } });

    await page.goto(`${stack.baseUrl}/`);
    await page.waitForURL(/\/index(?:[?&]site=\w+)?$/);
    await expect.poll(() => views.map((v) => v.uri)).toEqual(['/index']);
    expect(views[0]).toMatchObject({ site: 'us', site_id: String(us.id) });
    expect(views[0]!.local_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await page.getByRole('link', { name: ui.header.sign_in }).click();
    await page.waitForURL(/\/login(?:[?&]site=\w+)?$/);
    await expect.poll(() => views.map((v) => v.uri)).toEqual(['/index', '/login']);

    // The server counted them: the page views reach the API as the old client sent them.
    await page.waitForLoadState('networkidle');
    expect(views).toHaveLength(2);
  });

  it('scrolls to the top on navigation, and reloads (and counts) the same address', async () => {
    const { page } = await open(1280);
    const views = recordPageViews(page);
    await page.goto(`${stack.baseUrl}/index`);
    await expect.poll(() => views.length).toBe(1);

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(500);
    const menuCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/front/front_menu/list') && menuCalls.push(r.url()));

    // The footer's logo goes to the home page we are on: top of the page, data fetched again.
    await page.locator('footer').getByRole('link', { name: ui.a11y.home }).click();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await expect.poll(() => views.length).toBe(2);
    await expect.poll(() => menuCalls.length).toBeGreaterThan(0);
  });

  it('search overlay: 6 suggestions, up to 7 while typing with the match highlighted, Enter with an empty box', async () => {
    const { page } = await open(1280);
    await page.goto(`${stack.baseUrl}/index`);
    // The header's button: the search page has a "Search" button of its own (its form's submit).
    const headerSearch = page.getByRole('banner').getByRole('button', { name: ui.header.search });
    const keywords = await stack.db.keyword.findMany({ where: { site: { code: 'us' } }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
    expect(keywords.length).toBeGreaterThan(7);

    await headerSearch.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: ui.search.popular }).waitFor();
    const chips = dialog.getByRole('listitem');
    await expect.poll(() => chips.count()).toBe(6);
    expect(await page.evaluate<string>('document.body.style.overflow')).toBe('hidden');

    // Case-insensitive: typed in capitals, matched in any case, the typed part marked.
    const needle = 'c';
    const matching = keywords.filter((k) => k.label.toLowerCase().includes(needle));
    const input = dialog.getByRole('searchbox');
    await input.fill(needle.toUpperCase());
    await expect.poll(() => chips.count()).toBe(Math.min(7, matching.length));
    expect((await dialog.locator('mark').first().textContent())?.toLowerCase()).toBe(needle);

    // Closing clears the text and unlocks the page.
    await dialog.getByRole('button', { name: ui.search.close }).click();
    expect(await page.evaluate<string>('document.body.style.overflow')).toBe('');
    await headerSearch.click();
    expect(await input.inputValue()).toBe('');

    // Enter with an empty box searches for the first suggestion, with its own type.
    await input.press('Enter');
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe(keywords[0]!.type);
    expect(url.searchParams.get('search')).toBe(keywords[0]!.label);

    // Typed text goes to a product search.
    await headerSearch.click();
    await page.getByRole('dialog').getByRole('searchbox').fill('usb-c charger');
    await page.getByRole('dialog').getByRole('searchbox').press('Enter');
    await page.waitForURL(/search=usb-c(\+|%20)charger/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('product');
  });

  it('switching site puts it in the address, speaks its language, reloads the menu and is remembered', async () => {
    const { page } = await open(1280);
    await page.goto(`${stack.baseUrl}/index`);
    const de = await stack.db.site.findUniqueOrThrow({ where: { code: 'de' } });
    const deMenu = await stack.db.menuEntry.findFirstOrThrow({ where: { siteId: de.id, parentId: null, hidden: false }, orderBy: { sortOrder: 'asc' } });
    const nav = page.getByRole('navigation', { name: ui.header.main_menu });
    await nav.waitFor();

    const menuRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/front/front_menu/list') && menuRequests.push(new URL(r.url()).searchParams.get('site_id') ?? ''));
    await page
      .locator('header')
      .getByRole('button', { name: /United States/ })
      .click();
    await page.locator('header').getByRole('button', { name: de.name }).click();

    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('de-DE');
    await expect.poll(() => menuRequests).toContain(String(de.id));
    await page.locator('header').getByText(deMenu.name, { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('site')).toBe('de');
    expect((await page.context().cookies()).find((c) => c.name === 'vl_site')?.value).toBe('de');

    // A reload keeps the site; a new visit without the site in the address starts on the remembered one.
    await page.reload();
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('de-DE');
    await page.goto(`${stack.baseUrl}/index`);
    await page.waitForURL(/\/index\?site=de$/);
    await expect.poll(() => page.evaluate<string>('document.documentElement.lang')).toBe('de-DE');
    const germanSearch = resources.de.common as unknown as { header: { search: string } };
    await page.getByRole('button', { name: germanSearch.header.search }).waitFor();
  });

  it('puts sign-in and reset pages in registration mode: a reduced header', async () => {
    const { page } = await open(1280);
    // The reset page needs a token-shaped link (without one it sends the visitor to ask for a new link).
    for (const path of ['/signUp', '/login', '/forget_password', `/reset_password?token=${'a'.repeat(43)}`]) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.locator('header a[href="/index"]').waitFor();
      expect(await page.getByRole('navigation', { name: ui.header.main_menu }).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: ui.header.search }).count(), path).toBe(0);
    }
    await page.goto(`${stack.baseUrl}/index`);
    await page.getByRole('navigation', { name: ui.header.main_menu }).waitFor();
  });

  it('on a phone: a toggle menu that locks page scroll, closing on navigation', async () => {
    const { page, errors } = await open(375);
    await page.goto(`${stack.baseUrl}/index`);
    expect(await page.getByRole('navigation', { name: ui.header.main_menu }).isVisible()).toBe(false);

    await page.getByRole('button', { name: ui.header.open_menu }).click();
    await page.getByRole('navigation', { name: ui.header.main_menu }).waitFor({ state: 'visible' });
    expect(await page.evaluate<string>('document.body.style.overflow')).toBe('hidden');
    await page.getByRole('link', { name: ui.header.sign_in }).click();
    await page.waitForURL(/\/login(?:[?&]site=\w+)?$/);
    await expect.poll(() => page.evaluate<string>('document.body.style.overflow')).toBe('');
    expect(errors).toEqual([]);
  });

  it("shows a load error with a retry when a page's code cannot be fetched, and the retry loads it", async () => {
    const { page } = await open(1280);
    await page.goto(`${stack.baseUrl}/index`);
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: ui.header.sign_in }).click();
    await page.getByRole('heading', { name: ui.errors.load_title }).waitFor();

    await page.unroute(/\/assets\/login-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: ui.errors.retry }).click();
    await page.locator('[data-testid="login-form"]').waitFor();
  });
});
