import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGES, resources } from '@voltline/locales';
import { launchBrowser, useSite } from '../support/browser';
import { DYNAMIC_PATTERNS, STATIC_ROUTES, dynamicRoutes } from '../support/route-table';
import { startStack, type Stack } from '../support/stack';

/**
 * The route table (tests/support/route-table.ts): every path renders a real page (a heading, no not-found page,
 * no console error, nothing wider than the screen), at phone and desktop width. Each route is
 * opened on another of the nine sites in turn, so every language is seen across the table.
 */
/** The personal centre: a signed-out visitor is sent to sign in, with the way back kept. */
const SIGNED_IN_ROUTES = ['/personal_center', '/my_benefits', '/my_devices', '/userinfo'];

const notFoundTitles = new Set(LANGUAGES.map((lang) => (resources[lang].common as unknown as { not_found: { title: string } }).not_found.title));

/** Each route of the table is opened on another of the nine sites in turn, so every language is seen. */
const TABLE = [...STATIC_ROUTES, ...DYNAMIC_PATTERNS].map((route, index) => ({ route, site: LANGUAGES[index % LANGUAGES.length]! }));

describe('every route of the route table in the browser', () => {
  let stack: Stack;
  let browser: Browser;
  let dynamic: Awaited<ReturnType<typeof dynamicRoutes>>;

  beforeAll(async () => {
    stack = await startStack({ workers: false });
    browser = await launchBrowser();
    dynamic = await dynamicRoutes(stack.db);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  for (const width of [375, 1280]) {
    describe(`at ${width} px`, () => {
      // One test per route: a slow page on a busy machine fails (or times out) alone, by name.
      it.each(TABLE)('$route renders a heading without console errors on the $site site', async ({ route, site }) => {
        const path = (dynamic as Record<string, string>)[route] ?? route;
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          await useSite(context, stack.baseUrl, site);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
          await page.goto(`${stack.baseUrl}${path}`);
          const heading = page.locator('main h1').first();
          await heading.waitFor({ timeout: 20_000 });
          const title = (await heading.textContent())?.trim() ?? '';
          expect(title.length).toBeGreaterThan(0);
          expect(notFoundTitles.has(title), `${path} shows the not-found page`).toBe(false);
          expect(errors).toEqual([]);
          const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
          expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(1);
        } finally {
          await context.close();
        }
      });
    });
  }

  it.each(SIGNED_IN_ROUTES)('sends a signed-out visitor from %s to sign in, keeping the way back', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.baseUrl}${path}`);
      await page.waitForURL(/\/login\?redirect=/, { timeout: 20_000 });
      expect(decodeURIComponent(page.url())).toContain(path);
      await page.locator('[data-testid="login-form"]').waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
