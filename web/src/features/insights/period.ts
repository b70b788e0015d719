import type { InsightsSearch, Preset } from './search';

// Apart from search.ts, whose validator the route table (the entry bundle) holds: this is the page's.
export const DEFAULT_PRESET: Preset = '30d';
/** The analyst API's longest range (api/src/modules/analytics/routes.ts). */
export const MAX_DAYS = 366;

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
