import { useEffect, useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toLang, type Lang } from '@voltline/locales/languages';
import { apiGet } from './api';
import { applyLanguage } from './i18n';
import { SITE_LIST_STALE_MS } from './constants';

/** A regional site as GET /site/list returns it. */
export interface Site {
  id: number;
  site: string;
  name: string;
  name_en: string;
  icon: string;
  site_default: 0 | 1;
  siteLang: string;
}

const STORAGE_KEY = 'voltline.site';

function readStored(): string | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value ? value.trim().toLowerCase() : null;
  } catch {
    return null; // storage blocked (private mode, policies): behave as a first visit
  }
}

let stored = readStored();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab switching site switches this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    stored = readStored();
    if (stored) void applyLanguage(stored);
    emit();
  });
}

/** The stored site code, if the visitor ever chose one. */
export function storedSiteCode(): string | null {
  return stored;
}

/** Language to start with, before the site list has arrived: the stored site's, else us. */
export function initialLang(): Lang {
  return toLang(stored);
}

/**
 * Chooses a site: stores it, switches the interface language (and <html lang>) at once. The menu
 * and suggestions follow because their queries are keyed by the site id.
 */
export function chooseSite(site: Pick<Site, 'site' | 'siteLang'>): void {
  stored = site.site.toLowerCase();
  try {
    window.localStorage.setItem(STORAGE_KEY, stored);
  } catch {
    // not persisted, still applied for this visit
  }
  void applyLanguage(site.siteLang || site.site);
  emit();
}

/** SPEC section 4: the stored site if it still exists, else the one flagged default, else the first. */
export function pickSite(sites: readonly Site[], code: string | null): Site | undefined {
  return (code ? sites.find((s) => s.site.toLowerCase() === code) : undefined) ?? sites.find((s) => s.site_default === 1) ?? sites[0];
}

export const sitesQueryOptions = queryOptions({
  queryKey: ['sites'],
  queryFn: ({ signal }) => apiGet<Site[]>('/site/list', undefined, signal),
  staleTime: SITE_LIST_STALE_MS,
  gcTime: SITE_LIST_STALE_MS * 2,
});

export function useSites() {
  return useQuery(sitesQueryOptions);
}

/**
 * The current site, once the list is in. Until then `site` is undefined and the language is the
 * stored one (or us). Keeps the interface language in line with the picked site.
 */
export function useCurrentSite(): { site: Site | undefined; sites: Site[]; code: string; lang: Lang } {
  const code = useSyncExternalStore(subscribe, storedSiteCode, storedSiteCode);
  const { data: sites = [] } = useSites();
  const site = pickSite(sites, code);
  const lang = toLang(site?.siteLang || site?.site || code);
  useEffect(() => {
    void applyLanguage(lang);
  }, [lang]);
  return { site, sites, code: site?.site ?? code ?? 'us', lang };
}
