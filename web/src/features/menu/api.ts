import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuRow } from '@voltline/contracts';
import { apiGet } from '../../lib/api';
import { SITE_CONTENT_STALE_MS } from '../../lib/constants';

export interface MenuEntry {
  name: string;
  path: string;
  icon: string;
  children: MenuEntry[];
}

/** Drops hidden entries (and their children) at every level. */
export function visibleMenu(rows: readonly MenuRow[]): MenuEntry[] {
  return rows.filter((row) => row.status !== 1).map((row) => ({ name: row.name, path: row.path, icon: row.icon, children: visibleMenu(row.childlist ?? []) }));
}

export function fetchMenu(siteId: number, signal?: AbortSignal): Promise<MenuEntry[]> {
  return apiGet<{ rows: MenuRow[] }>('/front_menu/list', { site_id: siteId }, signal).then((data) => visibleMenu(data?.rows ?? []));
}

export const menuQueryOptions = (siteId: number | undefined) =>
  queryOptions({
    queryKey: ['menu', siteId],
    queryFn: ({ signal }) => fetchMenu(siteId as number, signal),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
  });

/** The current site's menu; it reloads when the site changes (the key holds the site id). */
export function useMenu(siteId: number | undefined) {
  return useQuery(menuQueryOptions(siteId));
}
