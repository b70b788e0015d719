import { UnrecoverableError, type Job } from 'bullmq';
import type { Db } from '@voltline/db';
import { kanbanBatch, type KanbanEvent } from '../jobs';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

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
 * Folds one batch of statistics events into the daily aggregates, in one transaction. The batch id
 * is recorded first: a batch delivered twice (BullMQ is at-least-once) is counted once.
 */
export function createKanbanProcessor(deps: { db: Db }) {
  return async (job: Job): Promise<{ events: number; duplicate: boolean }> => {
    const parsed = kanbanBatch.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid statistics batch: ${parsed.error.message}`);
    const { events } = parsed.data;
    return deps.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`INSERT INTO kanban_batch (id, events) VALUES (${job.id}, ${events.length}) ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0) return { events: events.length, duplicate: true };
      await fold(tx, events);
      return { events: events.length, duplicate: false };
    });
  };
}

async function fold(tx: Tx, events: KanbanEvent[]): Promise<void> {
  const views = of(events, 'view');
  if (views.length > 0) {
    const t = tally(views, (e) => [e.day, e.site, e.uri]);
    await tx.$executeRaw`
      INSERT INTO page_view_daily (day, site, uri, views)
      SELECT d::date, s, u, n FROM unnest(${t.cols[0]}::text[], ${t.cols[1]}::text[], ${t.cols[2]}::text[], ${t.n}::int[]) AS x(d, s, u, n)
      ON CONFLICT (day, site, uri) DO UPDATE SET views = page_view_daily.views + EXCLUDED.views`;
    const v = tally(views, (e) => [e.day, e.site, e.uri, e.visitor]);
    await tx.$executeRaw`
      INSERT INTO page_visitor_daily (day, site, uri, visitor)
      SELECT d::date, s, u, h FROM unnest(${v.cols[0]}::text[], ${v.cols[1]}::text[], ${v.cols[2]}::text[], ${v.cols[3]}::text[]) AS x(d, s, u, h)
      ON CONFLICT DO NOTHING`;
  }
  const productClicks = of(events, 'product_click');
  if (productClicks.length > 0) {
    const t = tally(productClicks, (e) => [e.day, e.site, e.product]);
    await tx.$executeRaw`
      INSERT INTO product_click_daily (day, site, product, clicks)
      SELECT d::date, s, p, n FROM unnest(${t.cols[0]}::text[], ${t.cols[1]}::text[], ${t.cols[2]}::text[], ${t.n}::int[]) AS x(d, s, p, n)
      ON CONFLICT (day, site, product) DO UPDATE SET clicks = product_click_daily.clicks + EXCLUDED.clicks`;
  }
  const articleClicks = of(events, 'article_click');
  if (articleClicks.length > 0) {
    const t = tally(articleClicks, (e) => [e.day, e.site, e.articleId, e.articleTitle, e.product]);
    await tx.$executeRaw`
      INSERT INTO article_click_daily (day, site, article_id, article_title, product, clicks)
      SELECT d::date, s, a, ti, p, n FROM unnest(${t.cols[0]}::text[], ${t.cols[1]}::text[], ${t.cols[2]}::text[], ${t.cols[3]}::text[], ${t.cols[4]}::text[], ${t.n}::int[]) AS x(d, s, a, ti, p, n)
      ON CONFLICT (day, site, article_id, product) DO UPDATE SET clicks = article_click_daily.clicks + EXCLUDED.clicks, article_title = EXCLUDED.article_title`;
  }
  const shares = of(events, 'share');
  if (shares.length > 0) {
    const t = tally(shares, (e) => [e.day, e.site, e.kind, e.way, e.subject]);
    await tx.$executeRaw`
      INSERT INTO share_daily (day, site, kind, way, subject, shares)
      SELECT d::date, s, k, w, sub, n FROM unnest(${t.cols[0]}::text[], ${t.cols[1]}::text[], ${t.cols[2]}::text[], ${t.cols[3]}::text[], ${t.cols[4]}::text[], ${t.n}::int[]) AS x(d, s, k, w, sub, n)
      ON CONFLICT (day, site, kind, way, subject) DO UPDATE SET shares = share_daily.shares + EXCLUDED.shares`;
  }
}
