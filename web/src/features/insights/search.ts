import * as z from '../../lib/zod-mini';
import { searchValidator } from '../../lib/search-schema';
import { optionalChoice } from '../../lib/search-params';

/** The date-range presets of the insights page; `custom` reads ?from= and ?to=. */
export const PRESETS = ['7d', '30d', '90d', 'month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = '30d';
/** The analyst API's longest range (api/src/modules/analytics/routes.ts). */
export const MAX_DAYS = 366;

const isoDay = z.optional(z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined));

/**
 * What the page shows, in its address so that an analyst can share the view: `?range=` (a preset,
 * 30 days when absent), `?from=&to=` with range=custom, `?sites=` (one site code; all without it). Not `?site=`: that one chooses the regional site
 * the page is shown in (docs/product.md §2).
 */
const insightsSearch = z.object({
  range: optionalChoice(PRESETS),
  from: isoDay,
  to: isoDay,
  sites: z.optional(z.catch(z.optional(z.string().check(z.regex(/^[a-z]{2}$/))), undefined)),
});
export type InsightsSearch = z.infer<typeof insightsSearch>;
export const validateInsightsSearch = searchValidator(insightsSearch);

export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
export const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Days are UTC days, as the statistics store them (docs/product.md §7). */
export function periodOf(search: InsightsSearch, now = Date.now()): Period {
  const today = isoOf(now);
  const preset = search.range ?? DEFAULT_PRESET;
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (preset === 'custom' && search.from && search.to && validPeriod(search.from, search.to)) return { from: search.from, to: search.to };
  const days = preset === '7d' ? 7 : preset === '90d' ? 90 : 30;
  return { from: isoOf(now - (days - 1) * DAY_MS), to: today };
}

export function validPeriod(from: string, to: string): boolean {
  const [a, b] = [Date.parse(from), Date.parse(to)];
  return Number.isFinite(a) && Number.isFinite(b) && a <= b && (b - a) / DAY_MS < MAX_DAYS;
}

/** The period of the same length just before (what the API's compare=previous compares with). */
export function previousOf(period: Period): Period {
  const length = Date.parse(period.to) - Date.parse(period.from) + DAY_MS;
  return { from: isoOf(Date.parse(period.from) - length), to: isoOf(Date.parse(period.from) - DAY_MS) };
}
