import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { isLang, toLang, type Lang } from '@voltline/locales/languages';
import type { Site } from '@voltline/contracts';
import { apiGet } from './api';
import { applyLanguage } from './i18n';
import { SITE_LIST_STALE_MS } from './constants';

/**
 * The site lives in the address (`?site=de`, carried by every internal link: see the root route),
 * so each site's page has its own URL for crawlers and for sharing. The visitor's last site is
 * remembered in this cookie, which the server reads when an address names no site.
 */
export const SITE_COOKIE = 'vl_site';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers the site for the next visit (the server redirects an address without ?site= to it). */
export function rememberSite(code: string): void {
  if (typeof document === 'undefined' || !isLang(code)) return;
  if (document.cookie.split('; ').includes(`${SITE_COOKIE}=${code}`)) return;
  document.cookie = `${SITE_COOKIE}=${code}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** docs/product.md §4: the named site if it exists, else the one flagged default, else the first. */
export function pickSite(sites: readonly Site[], code: string | null | undefined): Site | undefined {
  return (code ? sites.find((s) => s.site.toLowerCase() === code) : undefined) ?? sites.find((s) => s.site_default === 1) ?? sites[0];
}

export const sitesQueryOptions = queryOptions({
  queryKey: ['sites'],
  queryFn: ({ signal }) => apiGet<Site[]>('/site/list', undefined, signal),
  staleTime: SITE_LIST_STALE_MS,
  gcTime: SITE_LIST_STALE_MS * 2,
});

/** For route loaders: the site an address names (or the default one), with the site list loaded. */
export async function ensureSite(client: QueryClient, code: string | undefined): Promise<Site | undefined> {
  return pickSite(await client.ensureQueryData(sitesQueryOptions), code);
}

export function useSites() {
  return useQuery(sitesQueryOptions);
}

/** The `site` parameter of the current address (validated by the root route), if any. */
export function useSiteParam(): Lang | undefined {
  return useSearch({ strict: false, select: (search) => search.site });
}

/**
 * The current site: the one the address names, else the default one. The site list is loaded by
 * the root route, so it is there from the first render (server and browser alike). Keeps the
 * interface language in line with the site when the visitor moves between sites.
 */
export function useCurrentSite(): { site: Site | undefined; sites: Site[]; code: string; lang: Lang } {
  const code = useSiteParam();
  const { data: sites = [] } = useSites();
  const site = pickSite(sites, code);
  const lang = toLang(site?.siteLang || site?.site || code);
  useEffect(() => {
    void applyLanguage(lang);
  }, [lang]);
  return { site, sites, code: site?.site ?? code ?? 'us', lang };
}

/**
 * Chooses a site: the same page at the site's address, in its language. The language's texts
 * are loaded first, so the page never shows keys or a mix of two languages.
 */
export function useChooseSite(): (site: Pick<Site, 'site' | 'siteLang'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (site) => {
      const code = site.site.toLowerCase();
      rememberSite(code);
      void applyLanguage(site.siteLang || code).then(() =>
        navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, site: code }), replace: false } as never),
      );
    },
    [navigate],
  );
}
