import { Prisma, type Db } from '@voltline/db';

/** What the analyst API can return; every query is bounded by a date range and optionally a site. */
export interface Range {
  from: string;
  to: string;
  site?: string;
}

export type Row = Record<string, string | number>;

const siteFilter = (site?: string) => (site ? Prisma.sql`AND site = ${site}` : Prisma.empty);
const dayRange = (r: Range) => Prisma.sql`day BETWEEN ${r.from}::date AND ${r.to}::date`;
const toRows = (rows: Record<string, unknown>[]): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | number)])));

export const VIEW_GROUPS = ['day', 'uri', 'site'] as const;
export const CLICK_GROUPS = ['day', 'product', 'site'] as const;
export const SHARE_GROUPS = ['day', 'way', 'subject', 'site'] as const;

/** Views and unique visitors; visitors are distinct per group (a visitor of two pages is one visitor that day). */
export async function views(db: Db, r: Range, group: (typeof VIEW_GROUPS)[number]): Promise<Row[]> {
  const col = Prisma.raw(group === 'day' ? 'day' : group === 'uri' ? 'uri' : 'site');
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    WITH v AS (
      SELECT ${col} AS key, sum(views)::bigint AS views FROM page_view_daily
      WHERE ${dayRange(r)} ${siteFilter(r.site)} GROUP BY 1
    ), u AS (
      SELECT ${col} AS key, count(DISTINCT (day, site, visitor))::bigint AS visitors FROM page_visitor_daily
      WHERE ${dayRange(r)} ${siteFilter(r.site)} GROUP BY 1
    )
    SELECT v.key AS ${col}, v.views, coalesce(u.visitors, 0)::bigint AS visitors
    FROM v LEFT JOIN u ON u.key = v.key
    ORDER BY ${group === 'day' ? Prisma.sql`v.key` : Prisma.sql`v.views DESC, v.key`}`;
  return toRows(rows);
}

/** Marketplace-button clicks (type marketplace) or discount-product clicks inside articles (type article). */
export async function clicks(db: Db, r: Range, group: (typeof CLICK_GROUPS)[number], type: 'marketplace' | 'article'): Promise<Row[]> {
  const col = Prisma.raw(group);
  const table = Prisma.raw(type === 'marketplace' ? 'product_click_daily' : 'article_click_daily');
  const extra = type === 'article' && group === 'product' ? Prisma.sql`, min(article_title) AS article_title` : Prisma.empty;
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${col}, sum(clicks)::bigint AS clicks ${extra} FROM ${table}
    WHERE ${dayRange(r)} ${siteFilter(r.site)}
    GROUP BY 1 ORDER BY ${group === 'day' ? Prisma.sql`1` : Prisma.sql`2 DESC, 1`}`;
  return toRows(rows);
}

export async function shares(db: Db, r: Range, group: (typeof SHARE_GROUPS)[number], kind?: 'product' | 'article'): Promise<Row[]> {
  const col = Prisma.raw(group);
  const kindFilter = kind ? Prisma.sql`AND kind = ${kind}` : Prisma.empty;
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${col}, sum(shares)::bigint AS shares FROM share_daily
    WHERE ${dayRange(r)} ${siteFilter(r.site)} ${kindFilter}
    GROUP BY 1 ORDER BY ${group === 'day' ? Prisma.sql`1` : Prisma.sql`2 DESC, 1`}`;
  return toRows(rows);
}

/** Events folded into the aggregates, per day they were processed: compare with accepted. */
export async function aggregatedPerDay(db: Db, r: Range): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ day: Date; events: bigint }[]>`
    SELECT (processed_at AT TIME ZONE 'UTC')::date AS day, sum(events)::bigint AS events FROM kanban_batch
    WHERE (processed_at AT TIME ZONE 'UTC')::date BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY 1`;
  return new Map(rows.map((row) => [row.day.toISOString().slice(0, 10), Number(row.events)]));
}

export const ARRIVAL_GROUPS = ['landing', 'day'] as const;
export type ArrivalGroup = (typeof ARRIVAL_GROUPS)[number];

/** The columns of the campaign and source answers, in CSV order. */
export function arrivalColumns(by: 'campaign' | 'source', group?: ArrivalGroup): string[] {
  const keys = by === 'campaign' ? ['campaign', 'source', 'medium'] : ['source'];
  return [...(group === 'day' ? ['day'] : []), ...keys, ...(group === 'landing' ? ['landing'] : []), 'views', 'visitors', 'marketplace_clicks', 'click_through'];
}

/**
 * Views, visitors and marketplace click-through per campaign (campaign, source, medium) or per
 * source (utm_source or the referring host), optionally per landing path or per day.
 * `click_through` is the share of visitors who clicked a marketplace button or an article's
 * discount link, rounded to four places.
 */
export async function arrivals(db: Db, r: Range, by: 'campaign' | 'source', group?: ArrivalGroup): Promise<Row[]> {
  const keys = arrivalColumns(by, group).filter((c) => !['views', 'visitors', 'marketplace_clicks', 'click_through'].includes(c));
  const cols = Prisma.raw(keys.join(', '));
  const order = group === 'day' ? Prisma.sql`day, visitors DESC, views DESC` : Prisma.sql`visitors DESC, views DESC`;
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${cols}, sum(views)::bigint AS views, sum(visitors)::bigint AS visitors, sum(clicks)::bigint AS marketplace_clicks,
      CASE WHEN sum(visitors) > 0 THEN round(sum(clickers)::numeric / sum(visitors), 4)::float8 ELSE 0 END AS click_through
    FROM campaign_daily
    WHERE ${dayRange(r)} ${siteFilter(r.site)}
    GROUP BY ${cols} ORDER BY ${order}, ${cols}`;
  return toRows(rows);
}
