// The paths' own entry, not the contracts' root: a value from the root would bring every zod schema
// into the first page's JavaScript (statistics are sent from it).
import { statisticsPath } from '@voltline/contracts/statistics-paths';
import type { StatisticFields } from '@voltline/contracts';
import { localTime } from './format';

/**
 * The five statistics calls of docs/product.md §7 (`statisticsPath`), form-encoded as the old
 * client sent them. Fire and forget: a statistic never delays or bothers the visitor, and
 * `keepalive` lets a click that leaves the page (a marketplace button) still be counted.
 */
export type StatisticCall = keyof StatisticFields;

interface StatisticsSite {
  id: number;
  site: string;
}

let currentSite: StatisticsSite | undefined;
/** Calls made before the site list arrived: sent once it has (docs/product.md §7: held back until the current site is known). */
const waiting: (() => void)[] = [];

function post<C extends StatisticCall>(site: StatisticsSite, call: C, fields: StatisticFields[C]): Promise<unknown> {
  const body = new URLSearchParams({ local_time: localTime(), site_id: String(site.id), site: site.site, ...fields });
  return fetch(statisticsPath(call), {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
}

export function sendStatistic<C extends StatisticCall>(call: C, fields: StatisticFields[C]): void {
  void send(call, fields);
}

/** Settles once the statistic was answered (or failed); never rejects. */
function send<C extends StatisticCall>(call: C, fields: StatisticFields[C]): Promise<unknown> {
  const site = currentSite;
  if (site) return post(site, call, fields);
  return new Promise((resolve) => waiting.push(() => resolve(send(call, fields))));
}

/** The site statistics are counted under; called by the layout whenever the current site is known. */
export function setStatisticsSite(site: StatisticsSite): void {
  currentSite = { id: site.id, site: site.site };
  for (const send of waiting.splice(0)) send();
}

let landing: Promise<unknown> | undefined;

/**
 * One page view per navigation (the router calls this once per resolved navigation). The first of
 * a visit (this page load) carries the address's query string, where campaign parameters are, and
 * the site that sent the visitor (its origin only: a same-site call never carries it in the
 * Referer header); the api keeps the path and the campaign, nothing else.
 */
export function reportPageView(pathname: string): void {
  // The analysts reading the figures are not visitors of the site.
  if (pathname === '/insights') return;
  if (landing) {
    sendStatistic('daily_views_ip', { uri: pathname });
    return;
  }
  const from = referringOrigin();
  landing = send('daily_views_ip', { uri: window.location.pathname + window.location.search, ...(from ? { referrer: from } : {}) });
}

/** Settles once the visit's first page view was answered: the visitor's campaign is known from then on. */
export function landingReported(): Promise<unknown> {
  return landing ?? Promise.resolve();
}

function referringOrigin(): string | undefined {
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : undefined;
    return origin && origin !== window.location.origin ? origin : undefined;
  } catch {
    return undefined;
  }
}
