import { UnrecoverableError, type Job } from 'bullmq';
import type { Db } from '@voltline/db';
import { kanbanBatch, type KanbanEvent } from '../jobs';

/** Counts events per key inside a batch, so each aggregate row is written once per batch. */
function tally<E>(events: E[], key: (e: E) => string[]): { cols: string[][]; n: number[] } {
  const counts = new Map<string, { cols: string[]; n: number }>();
  for (const e of events) {
    const cols = key(e);
    const id = JSON.stringify(cols);
    const hit = counts.get(id);
    if (hit) hit.n++;
    else counts.set(id, { cols, n: 1 });
  }
  const values = [...counts.values()];
  // Column-major arrays for unnest(): one parameter per column.
  const width = values[0]?.cols.length ?? 0;
  return { cols: Array.from({ length: width }, (_, i) => values.map((v) => v.cols[i]!)), n: values.map((v) => v.n) };
}

const of = <K extends KanbanEvent['k']>(events: KanbanEvent[], k: K) => events.filter((e): e is Extract<KanbanEvent, { k: K }> => e.k === k);

/**
 * Folds one batch of statistics events into the daily aggregates with one SQL statement (one round
 * trip, atomic): the batch id is recorded first, and every aggregate insert only runs when that
 * insert did, so a batch delivered twice (BullMQ is at-least-once) is counted once.
 */
export function createKanbanProcessor(deps: { db: Db }) {
  return async (job: Job): Promise<{ events: number; duplicate: boolean }> => {
    const parsed = kanbanBatch.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid statistics batch: ${parsed.error.message}`);
    const { events } = parsed.data;
    const views = tally(of(events, 'view'), (e) => [e.day, e.site, e.uri]);
    const visitors = tally(of(events, 'view'), (e) => [e.day, e.site, e.uri, e.visitor]);
    const clicks = tally(of(events, 'product_click'), (e) => [e.day, e.site, e.product]);
    const articleClicks = tally(of(events, 'article_click'), (e) => [e.day, e.site, e.articleId, e.articleTitle, e.product]);
    const shares = tally(of(events, 'share'), (e) => [e.day, e.site, e.kind, e.way, e.subject]);
    const col = (t: { cols: string[][] }, i: number) => t.cols[i] ?? [];

    const rows = await deps.db.$queryRaw<{ fresh: boolean }[]>`
      WITH batch AS (
        INSERT INTO kanban_batch (id, events) VALUES (${job.id}, ${events.length})
        ON CONFLICT (id) DO NOTHING RETURNING id
      ), views AS (
        INSERT INTO page_view_daily (day, site, uri, views)
        SELECT d::date, s, u, n FROM unnest(${col(views, 0)}::text[], ${col(views, 1)}::text[], ${col(views, 2)}::text[], ${views.n}::int[]) AS x(d, s, u, n)
        WHERE EXISTS (SELECT 1 FROM batch)
        ON CONFLICT (day, site, uri) DO UPDATE SET views = page_view_daily.views + EXCLUDED.views
      ), visitors AS (
        INSERT INTO page_visitor_daily (day, site, uri, visitor)
        SELECT d::date, s, u, h FROM unnest(${col(visitors, 0)}::text[], ${col(visitors, 1)}::text[], ${col(visitors, 2)}::text[], ${col(visitors, 3)}::text[]) AS x(d, s, u, h)
        WHERE EXISTS (SELECT 1 FROM batch)
        ON CONFLICT DO NOTHING
      ), clicks AS (
        INSERT INTO product_click_daily (day, site, product, clicks)
        SELECT d::date, s, p, n FROM unnest(${col(clicks, 0)}::text[], ${col(clicks, 1)}::text[], ${col(clicks, 2)}::text[], ${clicks.n}::int[]) AS x(d, s, p, n)
        WHERE EXISTS (SELECT 1 FROM batch)
        ON CONFLICT (day, site, product) DO UPDATE SET clicks = product_click_daily.clicks + EXCLUDED.clicks
      ), article_clicks AS (
        INSERT INTO article_click_daily (day, site, article_id, article_title, product, clicks)
        SELECT d::date, s, a, ti, p, n FROM unnest(${col(articleClicks, 0)}::text[], ${col(articleClicks, 1)}::text[], ${col(articleClicks, 2)}::text[], ${col(articleClicks, 3)}::text[], ${col(articleClicks, 4)}::text[], ${articleClicks.n}::int[]) AS x(d, s, a, ti, p, n)
        WHERE EXISTS (SELECT 1 FROM batch)
        ON CONFLICT (day, site, article_id, product) DO UPDATE SET clicks = article_click_daily.clicks + EXCLUDED.clicks, article_title = EXCLUDED.article_title
      ), shares AS (
        INSERT INTO share_daily (day, site, kind, way, subject, shares)
        SELECT d::date, s, k, w, sub, n FROM unnest(${col(shares, 0)}::text[], ${col(shares, 1)}::text[], ${col(shares, 2)}::text[], ${col(shares, 3)}::text[], ${col(shares, 4)}::text[], ${shares.n}::int[]) AS x(d, s, k, w, sub, n)
        WHERE EXISTS (SELECT 1 FROM batch)
        ON CONFLICT (day, site, kind, way, subject) DO UPDATE SET shares = share_daily.shares + EXCLUDED.shares
      )
      SELECT EXISTS (SELECT 1 FROM batch) AS fresh`;
    return { events: events.length, duplicate: !rows[0]?.fresh };
  };
}
