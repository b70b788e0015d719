import { z } from 'zod';

/**
 * The analyst API's answers (`/api/analytics/*`, docs/api.md): one row schema per endpoint, with
 * the columns each `group` adds, so the OpenAPI document names every field and the insights page
 * reads the same types. The CSV of an answer has these columns in this order.
 */

export const VIEW_GROUPS = ['day', 'uri', 'site', 'day,site'] as const;
export const CLICK_GROUPS = ['day', 'product', 'site', 'day,site'] as const;
export const SHARE_GROUPS = ['day', 'way', 'subject', 'site', 'day,site'] as const;
export const ARRIVAL_GROUPS = ['landing', 'day'] as const;
export type ViewGroup = (typeof VIEW_GROUPS)[number];
export type ClickGroup = (typeof CLICK_GROUPS)[number];
export type ShareGroup = (typeof SHARE_GROUPS)[number];
export type ArrivalGroup = (typeof ARRIVAL_GROUPS)[number];

/** The cell separators of the CSV answers: `;` for spreadsheets set to most European locales, where `,` is the decimal mark. */
export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];
export const csvDelimiter = z
  .enum(CSV_DELIMITERS)
  .default(',')
  .meta({ description: 'the cell separator of format=csv; ; (%3B) suits a spreadsheet set to a European locale' });

const day = z.string().meta({ description: 'UTC day, YYYY-MM-DD (group=day or day,site)', example: '2026-11-20' });
const site = z.string().meta({ description: 'site code (group=site or day,site)', example: 'de' });
const count = (description: string) => z.number().int().nonnegative().meta({ description });

export const viewRow = z.object({
  day: day.optional(),
  uri: z.string().optional().meta({ description: 'page path (group=uri)' }),
  site: site.optional(),
  views: count('page views'),
  visitors: count('unique visitors, counted per day and site (a visitor of two pages is one)'),
});

export const clickRow = z.object({
  day: day.optional(),
  product: z.string().optional().meta({ description: 'product name (group=product)' }),
  site: site.optional(),
  clicks: count('clicks'),
  article_title: z.string().optional().meta({ description: 'type=article, group=product: the article the link was in' }),
});

export const shareRow = z.object({
  day: day.optional(),
  way: z.string().optional().meta({ description: 'channel such as facebook (group=way)' }),
  subject: z.string().optional().meta({ description: 'product or article shared (group=subject)' }),
  site: site.optional(),
  shares: count('shares'),
});

export const arrivalRow = z.object({
  day: day.optional(),
  campaign: z.string().optional().meta({ description: 'utm_campaign, "(none)" without one (campaigns only)' }),
  source: z.string().meta({ description: 'utm_source, the referring host, or "(direct)"' }),
  medium: z.string().optional().meta({ description: 'utm_medium (campaigns only)' }),
  landing: z.string().optional().meta({ description: 'landing path (group=landing)' }),
  views: count('page views'),
  visitors: count('unique visitors'),
  marketplace_clicks: count('marketplace-button clicks'),
  click_through: z
    .number()
    .min(0)
    .max(1)
    .meta({ description: 'visitors who clicked a marketplace button or an article discount link / visitors, four places' }),
});

export const ingestionRow = z.object({
  day,
  accepted: count('statistics events accepted'),
  aggregated: count('events folded into the aggregates that day'),
  dropped_bot: count('dropped: sent by a bot'),
  dropped_invalid: count('dropped: invalid'),
  dropped_unavailable: count('dropped: queue unavailable'),
  dropped_dead_letter: count('dropped: dead-lettered'),
  dropped_local_time_out_of_window: count('dropped: local_time more than a day from the UTC date'),
});

export const viewTotals = z.object({ views: count('page views'), visitors: count('unique visitors (per day and site, summed)') });
export const clickTotals = z.object({ clicks: count('clicks') });
export const shareTotals = z.object({ shares: count('shares') });
export const arrivalTotals = z.object({
  views: count('page views'),
  visitors: count('unique visitors'),
  marketplace_clicks: count('marketplace-button clicks'),
  click_through: z.number().min(0).max(1),
});

/** An answer: the range asked for, the rows, the range's totals and, with compare=previous, the period before's. */
export function analyticsAnswer<R extends z.ZodType, T extends z.ZodType>(row: R, totals: T) {
  return z.object({
    from: z.string(),
    to: z.string(),
    site: z.string().nullable().meta({ description: 'the sites asked for, comma-separated; null for all' }),
    group: z.string(),
    rows: z.array(row),
    totals: totals.meta({ description: 'the whole range, whatever the group' }),
    previous: z
      .object({ from: z.string(), to: z.string(), totals })
      .optional()
      .meta({ description: 'compare=previous: the period of the same length that ends the day before from' }),
  });
}

export const ingestionAnswer = z.object({ from: z.string(), to: z.string(), site: z.string().nullable(), group: z.string(), rows: z.array(ingestionRow) });

export type ViewRow = z.infer<typeof viewRow>;
export type ClickRow = z.infer<typeof clickRow>;
export type ShareRow = z.infer<typeof shareRow>;
export type ArrivalRow = z.infer<typeof arrivalRow>;
export type AnalyticsAnswer<R, T> = {
  from: string;
  to: string;
  site: string | null;
  group: string;
  rows: R[];
  totals: T;
  previous?: { from: string; to: string; totals: T };
};
export type ViewTotals = z.infer<typeof viewTotals>;
export type ClickTotals = z.infer<typeof clickTotals>;
export type ShareTotals = z.infer<typeof shareTotals>;
export type ArrivalTotals = z.infer<typeof arrivalTotals>;

/** The analyst session cookie lasts this long (docs/product.md). */
export const INSIGHTS_SESSION_HOURS = 8;

/** GET /api/analytics/session: whether the insights session cookie is valid (HTTP 200 either way). */
export const analyticsSession = z.object({ signed_in: z.boolean() });
export type AnalyticsSession = z.infer<typeof analyticsSession>;
