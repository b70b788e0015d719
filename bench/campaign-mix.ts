import { statisticsPath, type StatisticsCall } from '@voltline/contracts';

/** One statistics request of the mix: its route, form body and the headers that differ per visitor. */
export interface MixedRequest {
  /** What the fold counts it as (bench/run.ts counts each kind in its own table). */
  kind: StatisticsKind;
  path: string;
  body: string;
  headers: Record<string, string>;
}

export type StatisticsKind = 'view' | 'product click' | 'article click' | 'share';

export const CAMPAIGN_VISITORS = 1000;

/**
 * A campaign day from `visitors` distinct visitors, on all five statistics routes: of every five
 * visitors, two land with a campaign (one of them from another site), one comes from a search
 * engine and two come directly; each then views another page or two (two views per visitor on
 * average). Both campaign visitors click a marketplace button; one visitor in ten shares a product,
 * one in twenty clicks a discount in an article and one in twenty shares an article. Visitors differ
 * by address, as behind a proxy (X-Forwarded-For, read only from a sender the api trusts: the bench
 * runs it with TRUST_PROXY=loopback), and share one phone's User-Agent, as a campaign's audience
 * does. All first steps come first, then all second steps, and so on: a visitor's requests are
 * apart in time, as a person's are.
 */
export function campaignMix(day: string, visitors = CAMPAIGN_VISITORS, site = 'us'): MixedRequest[] {
  const common = { local_time: `${day} 12:00:00`, site_id: '1', site };
  const request = (visitor: number, kind: StatisticsKind, route: StatisticsCall, fields: Record<string, string>): MixedRequest => ({
    kind,
    path: statisticsPath(route),
    body: new URLSearchParams({ ...common, ...fields }).toString(),
    headers: { 'x-forwarded-for': visitorAddress(visitor) },
  });
  const view = (v: number, uri: string, referrer?: string) => request(v, 'view', 'daily_views_ip', { uri, ...(referrer ? { referrer } : {}) });
  const marketplace = (v: number) => request(v, 'product click', 'product_amazon_button_click', { product_name: 'VL-CC100' });
  const extras = (v: number): MixedRequest[] => {
    switch (v % 20) {
      case 2:
      case 12:
        return [request(v, 'share', 'product_sharing_statistics', { share_way: 'facebook', product_model_name: 'VL-CC100' })];
      case 3:
        return [request(v, 'article click', 'article_iscount_product_click', { article_title: 'Spring deals', article_id: '7', discount_product: 'VL-CC100' })];
      case 8:
        return [request(v, 'share', 'article_sharing_statistics', { share_way: 'x', article_title: 'Spring deals', article_id: '7' })];
      default:
        return [];
    }
  };
  const journeys = Array.from({ length: visitors }, (_, v) => {
    switch (v % 5) {
      case 0:
        return [
          view(v, '/index?utm_source=newsletter&utm_medium=email&utm_campaign=spring'),
          view(v, '/product/vl-cc100'),
          marketplace(v),
          view(v, '/products'),
        ];
      case 1:
        return [
          view(v, '/index?utm_source=facebook&utm_medium=social&utm_campaign=summer&fbclid=IwAR0abc', 'https://l.facebook.com'),
          view(v, '/products'),
          marketplace(v),
        ];
      case 2:
        return [view(v, '/products', 'https://www.google.com'), view(v, '/product/vl-cc100'), ...extras(v)];
      case 3:
        return [view(v, '/index'), view(v, '/product/vl-cc100'), ...extras(v)];
      default:
        return [view(v, '/index')];
    }
  });
  const longest = Math.max(...journeys.map((j) => j.length));
  return Array.from({ length: longest }, (_, step) => journeys.flatMap((j) => (j[step] ? [j[step]] : []))).flat();
}

/** How many requests of each kind the first `sent` requests of the mix, taken in turn, hold. */
export function kindsSent(mix: readonly MixedRequest[], sent: number): Record<StatisticsKind, number> {
  const counts: Record<StatisticsKind, number> = { view: 0, 'product click': 0, 'article click': 0, share: 0 };
  const cycles = Math.floor(sent / mix.length);
  mix.forEach((r, i) => (counts[r.kind] += cycles + (i < sent % mix.length ? 1 : 0)));
  return counts;
}

/** A distinct private address per visitor (10.0.0.1, 10.0.0.2, ...). */
export function visitorAddress(visitor: number): string {
  const n = visitor + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
