import { Prisma, type Db } from '@voltline/db';
import type { ArrivalGroup, ClickGroup, ShareGroup, ViewGroup } from '@voltline/contracts/analytics';

export { ARRIVAL_GROUPS, CLICK_GROUPS, SHARE_GROUPS, VIEW_GROUPS } from '@voltline/contracts/analytics';
export type { ArrivalGroup };

/** What the analyst API can return; every query is bounded by a date range and optionally some sites. */
export interface Range {
  from: string;
  to: string;
  /** Absent: every site. */
  sites?: string[];
}

export type Row = Record<string, string | number>;

const siteFilter = (sites?: string[]) => (sites?.length ? Prisma.sql`AND site IN (${Prisma.join(sites)})` : Prisma.empty);
const dayRange = (r: Range) => Prisma.sql`day BETWEEN ${r.from}::date AND ${r.to}::date`;
const toRows = (rows: Record<string, unknown>[]): Row[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | number)]),
    ),
  );
const toNumbers = (row: Record<string, unknown> | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, v === null || v === undefined ? 0 : Number(v)]));

/** `day,site` is two columns, in that order; the others one. */
const keysOf = (group: string) => group.split(',');
const orderOf = (group: string, measure: string) =>
  keysOf(group)[0] === 'day' ? Prisma.raw(keysOf(group).join(', ')) : Prisma.raw(`${measure} DESC, ${group}`);

/** Every day from `from` to `to`, as YYYY-MM-DD. */
export function daysOf(r: Pick<Range, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let t = Date.parse(r.from); t <= Date.parse(r.to); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * A series by day (or by day and site) with every day of the range, the days without data as
 * zeros: a chart drawn from it falls to zero on a quiet day instead of joining its neighbours
 * with a straight line. By day and site, the sites are the ones asked for or, for all sites, those
 * with data in the range.
 */
export function everyDay(rows: Row[], r: Range, group: string, zero: Row): Row[] {
  if (group === 'day') {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return daysOf(r).map((day) => byDay.get(day) ?? { day, ...zero });
  }
  if (group !== 'day,site') return rows;
  const sites = r.sites?.length ? [...r.sites].sort() : [...new Set(rows.map((row) => String(row.site)))].sort();
  const byKey = new Map(rows.map((row) => [`${row.day} ${row.site}`, row]));
  return daysOf(r).flatMap((day) => sites.map((site) => byKey.get(`${day} ${site}`) ?? { day, site, ...zero }));
}

/** The period of the same length that ends the day before `from`: what compare=previous compares with. */
export function previousPeriod(r: Range): Range {
  const length = Date.parse(r.to) - Date.parse(r.from) + 86_400_000;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { ...r, from: iso(Date.parse(r.from) - length), to: iso(Date.parse(r.from) - 86_400_000) };
}

/** Views and unique visitors; visitors are distinct per group (a visitor of two pages is one visitor that day). */
export async function views(db: Db, r: Range, group: ViewGroup): Promise<Row[]> {
  const cols = Prisma.raw(keysOf(group).join(', '));
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    WITH v AS (
      SELECT ${cols}, sum(views)::bigint AS views FROM page_view_daily
      WHERE ${dayRange(r)} ${siteFilter(r.sites)} GROUP BY ${cols}
    ), u AS (
      SELECT ${cols}, count(DISTINCT (day, site, visitor))::bigint AS visitors FROM page_visitor_daily
      WHERE ${dayRange(r)} ${siteFilter(r.sites)} GROUP BY ${cols}
    )
    SELECT v.*, coalesce(u.visitors, 0)::bigint AS visitors
    FROM v LEFT JOIN u USING (${cols})
    ORDER BY ${orderOf(group, 'views')}`;
  return everyDay(toRows(rows), r, group, { views: 0, visitors: 0 });
}

export async function viewTotals(db: Db, r: Range): Promise<{ views: number; visitors: number }> {
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT (SELECT sum(views) FROM page_view_daily WHERE ${dayRange(r)} ${siteFilter(r.sites)})::bigint AS views,
      (SELECT count(DISTINCT (day, site, visitor)) FROM page_visitor_daily WHERE ${dayRange(r)} ${siteFilter(r.sites)})::bigint AS visitors`;
  const { views = 0, visitors = 0 } = toNumbers(row);
  return { views, visitors };
}

const clickTable = (type: 'marketplace' | 'article') => Prisma.raw(type === 'marketplace' ? 'product_click_daily' : 'article_click_daily');

/** Marketplace-button clicks (type marketplace) or discount-product clicks inside articles (type article). */
export async function clicks(db: Db, r: Range, group: ClickGroup, type: 'marketplace' | 'article'): Promise<Row[]> {
  const cols = Prisma.raw(keysOf(group).join(', '));
  const extra = type === 'article' && group === 'product' ? Prisma.sql`, min(article_title) AS article_title` : Prisma.empty;
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${cols}, sum(clicks)::bigint AS clicks ${extra} FROM ${clickTable(type)}
    WHERE ${dayRange(r)} ${siteFilter(r.sites)}
    GROUP BY ${cols} ORDER BY ${orderOf(group, 'clicks')}`;
  return everyDay(toRows(rows), r, group, { clicks: 0 });
}

export async function clickTotals(db: Db, r: Range, type: 'marketplace' | 'article'): Promise<{ clicks: number }> {
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT sum(clicks)::bigint AS clicks FROM ${clickTable(type)} WHERE ${dayRange(r)} ${siteFilter(r.sites)}`;
  return { clicks: toNumbers(row).clicks ?? 0 };
}

const kindFilter = (kind?: 'product' | 'article') => (kind ? Prisma.sql`AND kind = ${kind}` : Prisma.empty);

export async function shares(db: Db, r: Range, group: ShareGroup, kind?: 'product' | 'article'): Promise<Row[]> {
  const cols = Prisma.raw(keysOf(group).join(', '));
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT ${cols}, sum(shares)::bigint AS shares FROM share_daily
    WHERE ${dayRange(r)} ${siteFilter(r.sites)} ${kindFilter(kind)}
    GROUP BY ${cols} ORDER BY ${orderOf(group, 'shares')}`;
  return everyDay(toRows(rows), r, group, { shares: 0 });
}

export async function shareTotals(db: Db, r: Range, kind?: 'product' | 'article'): Promise<{ shares: number }> {
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT sum(shares)::bigint AS shares FROM share_daily WHERE ${dayRange(r)} ${siteFilter(r.sites)} ${kindFilter(kind)}`;
  return { shares: toNumbers(row).shares ?? 0 };
}

/** Events folded into the aggregates, per day they were processed: compare with accepted. */
export async function aggregatedPerDay(db: Db, r: Range): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ day: Date; events: bigint }[]>`
    SELECT (processed_at AT TIME ZONE 'UTC')::date AS day, sum(events)::bigint AS events FROM statistics_batch
    WHERE (processed_at AT TIME ZONE 'UTC')::date BETWEEN ${r.from}::date AND ${r.to}::date GROUP BY 1`;
  return new Map(rows.map((row) => [row.day.toISOString().slice(0, 10), Number(row.events)]));
}

/** The columns of the campaign and source answers, in CSV order. */
export function arrivalColumns(by: 'campaign' | 'source', group?: ArrivalGroup): string[] {
  const keys = by === 'campaign' ? ['campaign', 'source', 'medium'] : ['source'];
  return [
    ...(group === 'day' ? ['day'] : []),
    ...keys,
    ...(group === 'landing' ? ['landing'] : []),
    'views',
    'visitors',
    'marketplace_clicks',
    'click_through',
  ];
}

const clickThrough = Prisma.sql`CASE WHEN sum(visitors) > 0 THEN round(sum(clickers)::numeric / sum(visitors), 4)::float8 ELSE 0 END`;

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
      ${clickThrough} AS click_through
    FROM campaign_daily
    WHERE ${dayRange(r)} ${siteFilter(r.sites)}
    GROUP BY ${cols} ORDER BY ${order}, ${cols}`;
  return toRows(rows);
}

/** A visitor keeps one campaign per day and site (docs/product.md), so the campaigns' visitors add up. */
export async function arrivalTotals(db: Db, r: Range): Promise<{ views: number; visitors: number; marketplace_clicks: number; click_through: number }> {
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT sum(views)::bigint AS views, sum(visitors)::bigint AS visitors, sum(clicks)::bigint AS marketplace_clicks, ${clickThrough} AS click_through
    FROM campaign_daily WHERE ${dayRange(r)} ${siteFilter(r.sites)}`;
  const { views = 0, visitors = 0, marketplace_clicks = 0, click_through = 0 } = toNumbers(row);
  return { views, visitors, marketplace_clicks, click_through };
}
