import { BCP47, isLang } from '@voltline/locales/languages';

/**
 * The address of a page of one site, as crawlers and share previews see it. The site is the
 * `site` query parameter (the web app reads it first, over the visitor's cookie); the address
 * without it is the x-default alternate (the server picks the site from the cookie, else us).
 */
export function pageUrl(publicUrl: string, path: string, site: string): string {
  return `${publicUrl}${path}?site=${encodeURIComponent(site)}`;
}

export function defaultPageUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

/** The hreflang code of a site (en-US, ja-JP...); a site added later without one is named by its code. */
export function hreflangOf(site: string): string {
  return isLang(site) ? BCP47[site] : site;
}
