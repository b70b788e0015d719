import type { SitemapEntry } from './sitemap-data';
import { defaultPageUrl, hreflangOf, pageUrl } from './site-urls';

/** XML text and attribute escaping (addresses may carry & and quotes in a slug). */
export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** W3C datetime to the second, as sitemaps.org asks for lastmod. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * One site's sitemap: every entry at the site's address, with its alternates in the nine sites
 * (hreflang) and x-default (the address without a site).
 */
export function urlsetXml(publicUrl: string, site: string, sites: readonly string[], entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = sites.map((s) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(hreflangOf(s))}" href="${xmlEscape(pageUrl(publicUrl, entry.path, s))}"/>`);
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(defaultPageUrl(publicUrl, entry.path))}"/>`);
    return `<url><loc>${xmlEscape(pageUrl(publicUrl, entry.path, site))}</loc><lastmod>${w3cDate(entry.lastmod)}</lastmod>${alternates.join('')}</url>`;
  });
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapAddress(publicUrl: string, site: string): string {
  return `${publicUrl}/sitemaps/${encodeURIComponent(site)}.xml`;
}

/** The index: one sitemap per site, dated by its newest entry. */
export function sitemapIndexXml(publicUrl: string, sitemaps: readonly { site: string; lastmod: Date }[]): string {
  const items = sitemaps.map((s) => `<sitemap><loc>${xmlEscape(sitemapAddress(publicUrl, s.site))}</loc><lastmod>${w3cDate(s.lastmod)}</lastmod></sitemap>`);
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
