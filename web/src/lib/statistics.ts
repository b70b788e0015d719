import { localTime } from './format';

/**
 * The five statistics calls of SPEC.md section 7 (`/api/front/kanban/*`), form-encoded as the old
 * client sent them. Fire and forget: a statistic never delays or bothers the visitor, and
 * `keepalive` lets a click that leaves the page (a marketplace button) still be counted.
 */
export interface StatisticFields {
  daily_views_ip: { uri: string };
  product_amazon_button_click: { product_name: string };
  article_iscount_product_click: { article_title: string; article_id: string; discount_product: string };
  product_sharing_statistics: { share_way: string; product_model_name: string };
  article_sharing_statistics: { share_way: string; article_title: string; article_id: string };
}
export type StatisticCall = keyof StatisticFields;

interface StatisticsSite {
  id: number;
  site: string;
}

let currentSite: StatisticsSite | undefined;
/** Calls made before the site list arrived: sent once it has (SPEC: "after the current site is loaded"). */
const waiting: (() => void)[] = [];

function post<C extends StatisticCall>(site: StatisticsSite, call: C, fields: StatisticFields[C]): void {
  const body = new URLSearchParams({ local_time: localTime(), site_id: String(site.id), site: site.site, ...fields });
  void fetch(`/api/front/kanban/${call}`, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  }).catch(() => undefined);
}

export function sendStatistic<C extends StatisticCall>(call: C, fields: StatisticFields[C]): void {
  const site = currentSite;
  if (site) post(site, call, fields);
  else waiting.push(() => sendStatistic(call, fields));
}

/** The site statistics are counted under; called by the layout whenever the current site is known. */
export function setStatisticsSite(site: StatisticsSite): void {
  currentSite = { id: site.id, site: site.site };
  for (const send of waiting.splice(0)) send();
}

/** One page view per navigation (the router calls this once per resolved navigation). */
export function reportPageView(pathname: string): void {
  sendStatistic('daily_views_ip', { uri: pathname });
}
