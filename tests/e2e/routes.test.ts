import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGES, resources } from '@voltline/locales';
import { launchBrowser, useSite } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

/**
 * SPEC.md section 2's route table: every path renders a real page (a heading, no not-found page,
 * no console error, nothing wider than the screen), at phone and desktop width. Each route is
 * opened on another of the nine sites in turn, so every language is seen across the table.
 */
const STATIC_ROUTES = [
  '/index',
  '/register_betatester_guide',
  '/betatester_active_guide',
  '/search?type=product&search=cable',
  '/register_email',
  '/register_signin',
  '/register_email_vaild',
  '/forget_password',
  '/reset_password',
  '/reset_password_success',
  '/forget_passoword_email',
  '/login',
  '/signUp',
  '/resetPassword',
  '/success_resetPsw',
  '/retrievePassword',
  '/success_retrievePsw',
  '/reset_password_not_vaild',
  '/success_notester',
  '/success_tester',
  '/betatester',
  '/tester_success',
  '/warranty',
  '/register',
  '/warranty_success',
  '/guide_comments',
  '/guide_tester',
  '/code_10',
  '/code_30',
  '/comments',
  '/explore',
  '/products',
  '/shop',
  '/find_your_cable',
  '/about',
  '/contact',
  '/warrantyPolicy',
  '/termsOfService',
  '/privacyPolicy',
  '/support',
  '/support_contactus',
  '/support_faq',
  '/download',
  '/FAQ',
  '/beta_tester',
  '/beta_tester/betatester',
  '/beta_tester_faq',
];
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
    const product = await stack.db.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const category = await stack.db.productCategory.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const article = await stack.db.article.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const articleCategory = await stack.db.articleCategory.findFirstOrThrow({ orderBy: { id: 'asc' } });
    routes = [
      ...STATIC_ROUTES,
      `/product/${product.model.toLowerCase()}`,
      `/comment/${product.model.toLowerCase()}`,
      `/products/${category.slug}`,
      `/article/${article.id}`,
      `/explore/${articleCategory.slug}`,
      '/about/cables',
    ];
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
        await useSite(context, stack.baseUrl, site);
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
      // Each of the 50-odd pages is rendered, then hydrated (and checked for hydration errors).
    }, 240_000);
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
