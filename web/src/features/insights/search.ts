/** The date-range presets of the insights page; `custom` reads ?from= and ?to=. */
export const PRESETS = ['7d', '30d', '90d', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * What the page shows, in its address so that an analyst can share the view: `?range=` (a preset,
 * 30 days when absent), `?from=&to=` with range=custom, `?sites=` (one site code; all without it).
 * Not `?site=`: that one chooses the regional site the page is shown in (docs/product.md §2).
 */
export interface InsightsSearch {
  range?: Preset;
  from?: string;
  to?: string;
  sites?: string;
}

const text = (value: unknown, pattern: RegExp) => (typeof value === 'string' && pattern.test(value) ? value : undefined);

/**
 * The route's validateSearch, written out rather than with zod: the route table is in the entry
 * bundle, and this keeps /index's JavaScript as it was (zod/mini's checks would join it). Anything
 * else in the address is dropped, never an error.
 */
export function validateInsightsSearch(search: Record<string, unknown>): InsightsSearch {
  return {
    range: (PRESETS as readonly unknown[]).includes(search.range) ? (search.range as Preset) : undefined,
    from: text(search.from, /^\d{4}-\d{2}-\d{2}$/),
    to: text(search.to, /^\d{4}-\d{2}-\d{2}$/),
    sites: text(search.sites, /^[a-z]{2}$/),
  };
}
