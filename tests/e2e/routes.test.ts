import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, resources } from '@voltline/locales';
import { auditVisits } from '../support/audit';
import { DYNAMIC_PATTERNS, STATIC_ROUTES, dynamicRoutes } from '../support/route-table';
import { browserStack } from '../support/browser-stack';

/**
 * The route table (tests/support/route-table.ts): every path renders a real page (a heading, not
 * the not-found page, no console error, nothing wider than the screen) with no serious or critical
 * axe-core violation and no Content-Security-Policy violation, at phone and desktop width. Each
 * route is opened twice: in another of the eight Latin-script languages in turn at one width, and in
 * Japanese at the other; the widths swap from one route to the next, so every route is seen at both
 * widths and in both scripts, and every language at both widths across the table. (Four visits per
 * route, each width in each script, took nine minutes of a CI run for little more: layouts per
 * language and width are the business of long-words, header-fit and device-table-fit.) The page's first form field is focused and left, which
 * loads the zod contracts: they must not probe eval (a CSP violation).
 */
/** The personal centre: a signed-out visitor is sent to sign in, with the way back kept. */
const SIGNED_IN_ROUTES = ['/personal_center', '/my_benefits', '/my_devices', '/userinfo'];

const notFoundTitles = new Set(LANGUAGES.map((lang) => (resources[lang].common as unknown as { not_found: { title: string } }).not_found.title));

/** Each route of the table with the Latin-script site it is opened on besides jp. */
const LATIN_SITES = LANGUAGES.filter((lang) => lang !== 'jp');
const TABLE = [...STATIC_ROUTES, ...DYNAMIC_PATTERNS].map((route, index) => {
  // The widths swap every route, and once more every round of the eight languages (eight is even:
  // without the extra swap a language would come back at the same width every round).
  const phoneFirst = (index + Math.floor(index / LATIN_SITES.length)) % 2 === 0;
  return { route, site: LATIN_SITES[index % LATIN_SITES.length]!, siteWidth: phoneFirst ? 375 : 1280, jpWidth: phoneFirst ? 1280 : 375 };
});

describe('every route of the route table in the browser', () => {
  const { stack, browser } = browserStack({ workers: false });
  let dynamic: Awaited<ReturnType<typeof dynamicRoutes>>;

  beforeAll(async () => {
    dynamic = await dynamicRoutes(stack.db);
  });

  // One test per route: a slow page on a busy machine fails (or times out) alone, by name.
  it.each(TABLE)(
    '$route on the $site site at $siteWidth px and the jp site at $jpWidth px: a real page, no console error, fits the screen, axe and CSP clean',
    async ({ route, site, siteWidth, jpWidth }) => {
      const path = (dynamic as Record<string, string>)[route] ?? route;
      const visits = [
        [site, siteWidth],
        ['jp', jpWidth],
      ] as const;
      const problems = await auditVisits(browser, stack.baseUrl, visits, path, async ({ page, errors, check, problem }) => {
        const title = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        if (title.length === 0) problem('the main heading is empty');
        if (notFoundTitles.has(title)) problem('shows the not-found page');
        // 1 px: a fractional layout width can round up in scrollWidth without anything cut off.
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        if (overflow > 1) problem(`is ${overflow} px wider than the screen`);
        const field = page.locator('main form input:not([type=hidden]):not([type=checkbox]):not([type=radio])').first();
        if ((await field.count()) > 0) {
          await field.focus();
          await field.blur();
        }
        await check('page');
        for (const error of errors) problem(`console error: ${error}`);
      });
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

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
