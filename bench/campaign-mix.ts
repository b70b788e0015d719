/** One statistics request of the mix: its form body and the headers that differ per visitor. */
export interface MixedRequest {
  body: string;
  headers: Record<string, string>;
}

export const CAMPAIGN_VISITORS = 1000;

/**
 * A campaign day's page views from `visitors` distinct visitors: of every five, two land with a
 * campaign (one of them from another site), one comes from a search engine and two come directly;
 * each then views another page or two (ten views per five visitors). Visitors differ by address,
 * as behind a proxy (X-Forwarded-For, read only from a sender the api trusts: the bench runs it
 * with TRUST_PROXY=loopback), and share one phone's User-Agent, as a campaign's audience does. All
 * first views come first, then all second views, then the thirds: a visitor's views are apart in
 * time, as a person's are.
 */
export function campaignMix(day: string, visitors = CAMPAIGN_VISITORS): MixedRequest[] {
  const view = (visitor: number, uri: string, referrer?: string): MixedRequest => ({
    body: new URLSearchParams({ local_time: `${day} 12:00:00`, site_id: '1', site: 'us', uri, ...(referrer ? { referrer } : {}) }).toString(),
    headers: { 'x-forwarded-for': visitorAddress(visitor) },
  });
  const journeys = Array.from({ length: visitors }, (_, v) => {
    switch (v % 5) {
      case 0:
        return [view(v, '/index?utm_source=newsletter&utm_medium=email&utm_campaign=spring'), view(v, '/product/vl-cc100'), view(v, '/products')];
      case 1:
        return [view(v, '/index?utm_source=facebook&utm_medium=social&utm_campaign=summer&fbclid=IwAR0abc', 'https://l.facebook.com'), view(v, '/products')];
      case 2:
        return [view(v, '/products', 'https://www.google.com'), view(v, '/product/vl-cc100')];
      case 3:
        return [view(v, '/index'), view(v, '/product/vl-cc100')];
      default:
        return [view(v, '/index')];
    }
  });
  const longest = Math.max(...journeys.map((j) => j.length));
  return Array.from({ length: longest }, (_, step) => journeys.flatMap((j) => (j[step] ? [j[step]] : []))).flat();
}

/** A distinct private address per visitor (10.0.0.1, 10.0.0.2, ...). */
export function visitorAddress(visitor: number): string {
  const n = visitor + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
