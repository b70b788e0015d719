import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
