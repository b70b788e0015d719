import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ALIASES, PRIVATE, SITEMAP_PAGES, SITEMAP_PATTERNS, UNLISTED } from './public-pages';

/** Every address of the web app's route tree (generated from web/src/routes). */
function routeTreePaths(): string[] {
  const tree = readFileSync(new URL('../../../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
  const paths = [...union.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  // Index routes are spelled with a trailing slash (/about/): the address is the same.
  return [...new Set(paths.map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)))];
}

function classes(path: string): string[] {
  const found: string[] = [];
  if (SITEMAP_PAGES.some((p) => p.path === path)) found.push('sitemap page');
  if ((SITEMAP_PATTERNS as readonly string[]).includes(path)) found.push('sitemap pattern');
  if (path in ALIASES) found.push('alias');
  if ((UNLISTED as readonly string[]).includes(path)) found.push('unlisted');
  if (PRIVATE.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) found.push('private');
  return found;
}

describe('public pages: what crawlers are sent to', () => {
  it('names every route of the web app exactly once', () => {
    const paths = routeTreePaths();
    expect(paths.length).toBeGreaterThan(50);
    const wrong = paths.map((path) => ({ path, found: classes(path) })).filter((p) => p.found.length !== 1);
    expect(wrong).toEqual([]);
  });

  it('lists only addresses that exist, and every alias points at a listed page', () => {
    const paths = new Set(routeTreePaths());
    for (const page of SITEMAP_PAGES) {
      const exists = paths.has(page.path) || (page.path.startsWith('/about/') && paths.has('/about/$product'));
      expect(exists, page.path).toBe(true);
    }
    for (const target of Object.values(ALIASES)) expect(SITEMAP_PAGES.map((p) => p.path)).toContain(target);
  });

  it('never disallows a prefix of a listed page', () => {
    for (const page of SITEMAP_PAGES) {
      // robots.txt rules are prefixes: "Disallow: /register" would also hide /register_betatester_guide.
      expect(
        PRIVATE.filter((prefix) => page.path.startsWith(prefix)),
        page.path,
      ).toEqual([]);
    }
  });
});
