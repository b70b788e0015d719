import { Readable } from 'node:stream';
import { ErrorLevel, SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { SitemapEntry } from './sitemap-data';
import { defaultPageUrl, hreflangOf, pageUrl } from './site-urls';

/** The sitemaps declare the xhtml namespace (hreflang alternates) and none of the others. */
const NAMESPACES = { news: false, video: false, image: false, xhtml: true };

/** The XML a stream of the `sitemap` package writes (escaping, namespaces, W3C dates). */
async function written(stream: SitemapStream | SitemapIndexStream, items: readonly object[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/**
 * One site's sitemap: every entry at the site's address, with its alternates in the nine sites
 * (hreflang) and x-default (the address without a site).
 */
export function urlsetXml(publicUrl: string, site: string, sites: readonly string[], entries: readonly SitemapEntry[]): Promise<string> {
  const items = entries.map((entry): SitemapItemLoose => ({
    url: pageUrl(publicUrl, entry.path, site),
    lastmod: entry.lastmod.toISOString(),
    links: [
      ...sites.map((s) => ({ lang: hreflangOf(s), url: pageUrl(publicUrl, entry.path, s) })),
      { lang: 'x-default', url: defaultPageUrl(publicUrl, entry.path) },
    ],
  }));
  // THROW: an invalid item fails the load (logged, not cached) instead of a warning on stderr.
  return written(new SitemapStream({ xmlns: NAMESPACES, level: ErrorLevel.THROW }), items);
}

export function sitemapAddress(publicUrl: string, site: string): string {
  return `${publicUrl}/sitemaps/${encodeURIComponent(site)}.xml`;
}

/** The index: one sitemap per site, dated by its newest entry. */
export function sitemapIndexXml(publicUrl: string, sitemaps: readonly { site: string; lastmod: Date }[]): Promise<string> {
  const items = sitemaps.map((s) => ({ url: sitemapAddress(publicUrl, s.site), lastmod: s.lastmod.toISOString() }));
  return written(new SitemapIndexStream({ level: ErrorLevel.THROW }), items);
}
