import { NON_PAGE_PREFIXES, PRIVATE } from './public-pages';

/**
 * robots.txt: the public site is open; the API, the operator tools, the pages behind sign-in and
 * the one-off steps of flows are not (public-pages.ts says which). Names the sitemap index by its
 * absolute address, as the protocol requires.
 */
export function robotsTxt(publicUrl: string): string {
  const lines = [
    '# Voltline: every page of every site is listed in the sitemap index below (one address per',
    '# page and site, ?site=xx).',
    'User-agent: *',
    'Allow: /',
    ...[...NON_PAGE_PREFIXES, ...PRIVATE].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ];
  return lines.join('\n');
}
