import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { resources } from '@voltline/locales';
import { LANGUAGES } from '@voltline/locales/languages';
import { siteUrl } from '../support/browser';
import { browserStack } from '../support/browser-stack';
import { signedInCookie } from '../support/fuzz/endpoints';

/**
 * The header's full navigation fits beside the logo and the actions in every language, signed out
 * and signed in, at every width that shows it (from 1024 px); under 1024 px the menu button and its
 * panel stand in for it. At 768-1279 px the French, Spanish and Japanese menus once ran under the
 * search button, the site switcher or the e-mail pill, hiding "About" (web/src/app/layout/header).
 */
const FULL_WIDTHS = [1024, 1100, 1280, 1440];
const COMPACT_WIDTHS = [768, 900];

interface HeaderLayout {
  /** The full navigation's top entries: their text and how far their right edge is from the actions. */
  entries: { text: string; visible: boolean; room: number }[];
  /** How much wider the menu list is than its box (0 when it fits). */
  listOverflow: number;
  /** How much wider the page is than the window (0: no sideways scroll). */
  pageOverflow: number;
  menuButtonVisible: boolean;
}

/** Read in the page (a string: the tests are compiled without the DOM's types). */
const HEADER_LAYOUT = `(() => {
  const bar = document.querySelector('header > div');
  const nav = bar.querySelector('nav');
  const actions = bar.lastElementChild;
  const shown = [...actions.children].filter((c) => c.getBoundingClientRect().width > 0);
  const actionsLeft = Math.min(...shown.map((c) => c.getBoundingClientRect().left));
  const list = nav ? nav.querySelector('ul') : null;
  const entries = [...(list ? list.children : [])].map((li) => {
    const box = li.getBoundingClientRect();
    const control = li.querySelector('a, button');
    return { text: control ? control.textContent.trim() : '', visible: box.width > 0, room: Math.floor(actionsLeft - box.right) };
  });
  const menuButton = actions.querySelector('button[aria-controls]:last-child');
  return {
    entries,
    listOverflow: list ? list.scrollWidth - list.clientWidth : 0,
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    menuButtonVisible: !!menuButton && menuButton.getBoundingClientRect().width > 0,
  };
})()`;

function headerLayout(page: Page): Promise<HeaderLayout> {
  return page.evaluate(HEADER_LAYOUT) as Promise<HeaderLayout>;
}

describe('header in every language and width', () => {
  const { stack, browser } = browserStack({ workers: false });
  let member: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    member = (await signedInCookie(stack)).replace(/^vl_session=/, '');
  });
  // Registered after browserStack's, so it runs before it: the contexts close before the browser.
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  async function open(site: string, signedIn: boolean): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    if (signedIn) await context.addCookies([{ name: 'vl_session', value: member, url: stack.baseUrl }]);
    const page = await context.newPage();
    await page.goto(siteUrl(stack.baseUrl, '/index', site));
    // Signed in, the e-mail pill is the widest action: wait until the header shows it.
    if (signedIn) await page.locator('[data-testid="user-menu"]').waitFor({ timeout: 15_000 });
    return page;
  }

  async function expectFullMenuFits(page: Page, label: string) {
    for (const width of FULL_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(async () => (await headerLayout(page)).menuButtonVisible, { timeout: 10_000 }).toBe(false);
      const layout = await headerLayout(page);
      expect(layout.entries.length, `${label} ${width}px`).toBe(5);
      for (const entry of layout.entries) {
        expect(entry.visible, `${label} ${width}px: ${entry.text}`).toBe(true);
        // A gap of at least 8 px between the last entry and the first action, so nothing touches.
        expect(entry.room, `${label} ${width}px: ${entry.text}`).toBeGreaterThanOrEqual(8);
      }
      expect(layout.listOverflow, `${label} ${width}px`).toBeLessThanOrEqual(0);
      expect(layout.pageOverflow, `${label} ${width}px`).toBeLessThanOrEqual(0);
    }
  }

  for (const site of LANGUAGES) {
    it(`${site}: the five menus fit beside the actions from 1024 to 1440 px, signed out and signed in`, async () => {
      await expectFullMenuFits(await open(site, false), `${site} signed out`);
      await expectFullMenuFits(await open(site, true), `${site} signed in`);
    });
  }

  it('under 1024 px shows the menu button, whose panel holds the menus, the account and the sites', async () => {
    const page = await open('fr', true);
    const fr = resources.fr.common as unknown as { header: { open_menu: string; close_menu: string; account: string } };
    for (const width of COMPACT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(async () => (await headerLayout(page)).menuButtonVisible, { timeout: 10_000 }).toBe(true);
      const layout = await headerLayout(page);
      expect(layout.entries.every((entry) => !entry.visible) && layout.entries.length === 5, `${width}px`).toBe(true);
      expect(layout.pageOverflow, `${width}px`).toBeLessThanOrEqual(0);
    }
    await page.getByRole('button', { name: fr.header.open_menu }).click();
    const panel = page.locator('header [id]:has(> nav)');
    await panel.waitFor({ timeout: 10_000 });
    expect(await panel.locator('nav > ul > li').count()).toBe(5);
    await panel.getByRole('region', { name: fr.header.account }).waitFor();
    // Wide enough for the full navigation again: the panel closes and the menus are back in the bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel.waitFor({ state: 'hidden', timeout: 10_000 });
    expect((await headerLayout(page)).entries.filter((entry) => entry.visible)).toHaveLength(5);
  });
});
