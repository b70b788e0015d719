import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/chromium';

/** How long a page may take to hydrate before a test goes on anyway (and fails on what it sees). */
const HYDRATION_TIMEOUT_MS = 10_000;

/**
 * Pages are rendered on the server: their buttons are visible before React has attached to them.
 * A person waits a moment; a test would click at once. So `goto` and `reload` wait until the app
 * says it is hydrated, page included (`window.__vlHydrated`, web/src/lib/hydration-mark.ts).
 */
function waitForHydrationOnLoad(page: Page): void {
  const wait = () => waitForHydration(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await wait();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await wait();
    return response;
  };
}

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
/** Resolves once the page says it is hydrated (or after the time limit: the test then fails on what it sees). */
export async function waitForHydration(page: Page): Promise<void> {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await page.evaluate('window.__vlHydrated === true').catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', waitForHydrationOnLoad);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    waitForHydrationOnLoad(page);
    return page;
  };
  return browser;
}

/** A page in a fresh context, with what it reported as errors so far. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions, and the console messages of the types `console` names. */
  errors: string[];
}

export interface OpenPageOptions {
  /** The viewport's height in px (900 unless said). */
  height?: number;
  locale?: string;
  /** Console message types that count as errors (`['error']` unless said; `[]`: uncaught exceptions only). */
  console?: readonly ('error' | 'warning')[];
  /** Runs on the context before the page opens: a remembered site, cookies, stubbed third parties. */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** Opens a page `width` px wide in a context of its own and collects its errors from the start. */
export async function openPage(browser: Browser, width: number, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: options.height ?? 900 }, ...(options.locale ? { locale: options.locale } : {}) });
  await options.prepare?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const counted: readonly string[] = options.console ?? ['error'];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => counted.includes(m.type()) && errors.push(m.text()));
  return { context, page, errors };
}

/**
 * Makes a browser context visit the given site, as a visitor who chose it before: the site is
 * remembered in the `vl_site` cookie, and the server redirects addresses without `?site=` to it.
 */
export async function useSite(context: BrowserContext, baseUrl: string, site: string): Promise<void> {
  await context.addCookies([{ name: 'vl_site', value: site, url: baseUrl }]);
}

/** The address of a page on one site (`?site=xx`, as every internal link carries it). */
export function siteUrl(baseUrl: string, path: string, site: string): string {
  const url = new URL(path, baseUrl);
  url.searchParams.set('site', site);
  return url.href;
}

/**
 * What a test reads of an element inside `evaluate`/`evaluateAll`. The root tsconfig has no DOM
 * library (the api and the workers run on Node), and @types/react, loaded for the workers' mail
 * templates, declares Element and HTMLElement as empty interfaces: callbacks name the members they use.
 */
export interface Attributed {
  getAttribute(name: string): string | null;
}
