import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGES, resources } from '@voltline/locales';
import { launchBrowser } from '../support/browser';
import { routeTable } from '../support/route-table';
import { startStack, type Stack } from '../support/stack';

/**
 * The route table (tests/support/route-table.ts): every path renders a real page (a heading, no not-found page,
 * no console error, nothing wider than the screen), at phone and desktop width. Each route is
 * opened on another of the nine sites in turn, so every language is seen across the table.
 */
/** The personal centre: a signed-out visitor is sent to sign in, with the way back kept. */
const SIGNED_IN_ROUTES = ['/personal_center', '/my_benefits', '/my_devices', '/userinfo'];

const notFoundTitles = new Set(LANGUAGES.map((lang) => (resources[lang].common as unknown as { not_found: { title: string } }).not_found.title));

describe('every route of the route table in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let routes: string[];

  beforeAll(async () => {
    stack = await startStack({ workers: false });
    browser = await launchBrowser();
    routes = await routeTable(stack.db);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  for (const width of [375, 1280]) {
    it(`renders each page with a heading and without console errors at ${width} px, in all nine languages`, async () => {
      const problems: string[] = [];
      for (const [index, path] of routes.entries()) {
        const site = LANGUAGES[index % LANGUAGES.length]!;
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript(`window.localStorage.setItem('voltline.site', ${JSON.stringify(site)})`);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${stack.baseUrl}${path}`);
        const heading = page.locator('main h1').first();
        await heading.waitFor({ timeout: 15_000 }).catch(() => problems.push(`${path} (${site}): no heading`));
        const title = (await heading.textContent().catch(() => ''))?.trim() ?? '';
        if (notFoundTitles.has(title)) problems.push(`${path} (${site}): not found`);
        if (errors.length > 0) problems.push(`${path} (${site}): ${errors.join(' | ')}`);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        if (overflow > 1) problems.push(`${path} (${site}): ${overflow}px wider than the screen`);
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }

  it('sends a signed-out visitor from the personal centre to sign in, keeping the way back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(`${stack.baseUrl}${path}`);
      await page.waitForURL(/\/login\?redirect=/);
      expect(decodeURIComponent(page.url())).toContain(path === '/personal_center' ? '/personal_center' : path);
      await page.locator('[data-testid="login-form"]').waitFor();
    }
    await context.close();
  });
});
