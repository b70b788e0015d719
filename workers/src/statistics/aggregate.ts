import { UnrecoverableError, type Job } from 'bullmq';
import type { Db } from '@voltline/db';
import { GroupCommitter } from '@voltline/platform/group-commit';
import { createHash } from 'node:crypto';
import { statisticsBatch, statisticsBatchLoose, statisticsEvent, type Arrival, type StatisticsEvent } from '@voltline/contracts/jobs';
import { deadLetter, refusalOf, storedId, unreadable } from './dead-letter';

export interface FoldResult {
  events: number;
  /** True when this batch had been counted before (BullMQ delivers at least once). */
  duplicate: boolean;
  /** Events of this batch that Postgres refused, set aside in statistics_dead_letter by this fold. */
  deadLettered: number;
}

interface ParsedJob {
  id: string;
  events: StatisticsEvent[];
  /** Each event's place in the job as queued, when some were set aside before the fold (else its index). */
  positions?: number[];
  /** The visitors' arrivals the events refer to by index (`from`). */
  arrivals?: Arrival[];
}

/**
 * What one statement folds: a whole job, or, once a job has been split to isolate a refused
 * event, a part of it. A part is recorded in statistics_batch under an id made of the job id and its
 * place, so the split of a job delivered twice gives the same ids and counts once.
 */
interface FoldUnit {
  /** The id recorded in statistics_batch. */
  id: string;
  jobId: string;
  offset: number;
  events: StatisticsEvent[];
  positions?: number[];
  /** The job's arrivals, which its events (and so any part of them) refer to by index. */
  arrivals?: Arrival[];
}

/** Counts events per key, column-major for unnest() (one SQL parameter per column). */
class Tally {
  private readonly rows = new Map<string, { cols: string[]; n: number }>();

  add(...cols: string[]): void {
    const key = cols.join('\u0000');
    const hit = this.rows.get(key);
    if (hit) hit.n++;
    else this.rows.set(key, { cols, n: 1 });
  }

  col(i: number): string[] {
    return [...this.rows.values()].map((r) => r.cols[i]!);
  }

  get n(): number[] {
    return [...this.rows.values()].map((r) => r.n);
  }
}

/** Events without an arrival (clicks of a visitor never seen viewing a page today, older batches). */
const UNKNOWN_ARRIVAL: Arrival = { source: '(direct)', medium: '(none)', campaign: '(none)', content: '', term: '', landing: '' };

/**
 * Campaign figures of a fold: views and clicks per (day, site, arrival), the people to count once
 * per day and arrival, and the arrivals' fields by their key.
 */
class CampaignTally {
  readonly counts = new Tally();
  readonly people = new Tally();
  readonly arrivals = new Tally();
  private readonly keys = new Map<string, string>();

  view(e: { day: string; site: string; visitor: string; from?: number }, arrivals: Arrival[]): void {
    const arrival = this.key(arrivals[e.from ?? -1] ?? UNKNOWN_ARRIVAL);
    this.counts.add(e.day, e.site, arrival, 'v');
    this.people.add(e.day, e.site, e.visitor, 'v', arrival);
  }

  click(e: { day: string; site: string; visitor?: string; from?: number }, arrivals: Arrival[]): void {
    const arrival = this.key(arrivals[e.from ?? -1] ?? UNKNOWN_ARRIVAL);
    this.counts.add(e.day, e.site, arrival, 'c');
    if (e.visitor) this.people.add(e.day, e.site, e.visitor, 'c', arrival);
  }

  /** Keys by arrival object: a job's events point at a few arrivals, each keyed once. */
  private readonly byObject = new WeakMap<Arrival, string>();

  private key(a: Arrival): string {
    const known = this.byObject.get(a);
    if (known !== undefined) return known;
    const key = this.keyOf(a);
    this.byObject.set(a, key);
    return key;
  }

  private keyOf(a: Arrival): string {
    const fields = [a.source, a.medium, a.campaign, a.content, a.term, a.landing];
    const text = fields.join('\u0000');
    let key = this.keys.get(text);
    if (!key) {
      key = createHash('md5').update(text).digest('hex');
      this.keys.set(text, key);
      this.arrivals.add(key, ...fields);
    }
    return key;
  }
}

/** Per-visitor campaign rows are needed only while their day can still receive events. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Deletes the campaign_visitor rows of days that are over in every time zone (events land on the
 * visitor's local day, at most a day away from UTC) and closes those days in campaign_day_closed:
 * their visitor counts are final. Without the close, an event that still arrived for such a day (a
 * visitor's clock far off: the edge accepts local days from 2015 on) found no row and counted its
 * visitor a second time. Returns the number of rows deleted.
 */
export async function pruneCampaignVisitors(db: Db): Promise<number> {
  const [result] = await db.$queryRaw<{ deleted: number }[]>`
    WITH gone AS (
      DELETE FROM campaign_visitor WHERE day < (now() AT TIME ZONE 'UTC')::date - 1 RETURNING day
    ), closed AS (
      INSERT INTO campaign_day_closed (day) SELECT DISTINCT day FROM gone ORDER BY 1 ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int AS deleted FROM gone`;
  return result?.deleted ?? 0;
}

/**
 * Folds statistics batches into the daily aggregates. Jobs that arrive together (the worker holds
 * many at once) are folded by one SQL statement: one round trip and one commit for all of them,
 * with the events counted per key across the jobs, which is what keeps the cost per event small
 * at campaign rates.
 *
 * Idempotent: the statement records the job ids, and applies the counts only when none of them
 * was recorded before. When some were (a redelivery: BullMQ is at least once), it changes nothing
 * and the fold runs again without them. Two folds racing with the same id cannot both count it:
 * the second one's insert fails on the key, its statement rolls back whole, and its jobs are
 * retried. Rows are inserted in key order, so folds running side by side lock rows in the same
 * order and cannot deadlock.
 *
 * One statement is all or nothing, so one event that Postgres refuses would fail every job folded
 * with it. When the data is the reason (see refusalOf), the jobs are split in halves and each half
 * folded again, down to a single job and then to parts of it, until the refused event is alone: it
 * goes to statistics_dead_letter with the reason, and every other event is counted once. k bad events
 * among n cost about k·log2(n) extra statements.
 */
export async function foldBatches(db: Db, jobs: ParsedJob[]): Promise<FoldResult[]> {
  // The same job twice in one fold (a redelivery racing the original) is counted once.
  const unique = [...new Map(jobs.map((j) => [j.id, j])).values()];
  const outcome = new Map(unique.map((j) => [j.id, { counted: 0, deadLettered: 0 }]));
  await foldIsolating(
    db,
    unique.map((j) => ({ id: storedId(j.id), jobId: j.id, offset: 0, events: j.events, arrivals: j.arrivals, positions: j.positions })),
    outcome,
  );
  const reported = new Set<string>();
  return jobs.map((j) => {
    const first = !reported.has(j.id);
    reported.add(j.id);
    const { counted, deadLettered } = outcome.get(j.id)!;
    return first
      ? { events: j.events.length, duplicate: counted === 0 && deadLettered === 0, deadLettered }
      : { events: j.events.length, duplicate: true, deadLettered: 0 };
  });
}

async function foldIsolating(db: Db, units: FoldUnit[], outcome: Map<string, { counted: number; deadLettered: number }>): Promise<void> {
  let fresh = units;
  try {
    while (fresh.length > 0) {
      const seen = new Set(await foldOnce(db, fresh));
      if (seen.size === 0) break;
      fresh = fresh.filter((u) => !seen.has(u.id));
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const [only] = fresh;
    if (fresh.length > 1) {
      const half = Math.ceil(fresh.length / 2);
      await foldIsolating(db, fresh.slice(0, half), outcome);
      await foldIsolating(db, fresh.slice(half), outcome);
    } else if (only && only.events.length > 1) {
      for (const part of halves(only)) await foldIsolating(db, [part], outcome);
    } else if (only) {
      const setAside = await deadLetter(db, { jobId: only.jobId, position: only.positions?.[0] ?? only.offset, event: only.events[0]! }, refusal);
      if (setAside) outcome.get(only.jobId)!.deadLettered++;
    }
    return;
  }
  for (const u of fresh) outcome.get(u.jobId)!.counted += u.events.length;
}

function halves(unit: FoldUnit): FoldUnit[] {
  const half = Math.ceil(unit.events.length / 2);
  const part = (offset: number, from: number, to?: number): FoldUnit => {
    const events = unit.events.slice(from, to);
    return {
      id: storedId(`${unit.jobId}#${offset}+${events.length}`),
      jobId: unit.jobId,
      offset,
      events,
      arrivals: unit.arrivals,
      positions: unit.positions?.slice(from, to),
    };
  };
  return [part(unit.offset, 0, half), part(unit.offset + half, half)];
}

/** One statement: counts every job's events, or, when some job was counted before, nothing; returns those. */
async function foldOnce(db: Db, jobs: FoldUnit[]): Promise<string[]> {
  const views = new Tally();
  const visitors = new Tally();
  const clicks = new Tally();
  const articleClicks = new Tally();
  const shares = new Tally();
  const campaigns = new CampaignTally();
  for (const { events, arrivals = [] } of jobs) {
    for (const e of events) {
      switch (e.k) {
        case 'view':
          views.add(e.day, e.site, e.uri);
          visitors.add(e.day, e.site, e.uri, e.visitor);
          campaigns.view(e, arrivals);
          break;
        case 'product_click':
          clicks.add(e.day, e.site, e.product);
          campaigns.click(e, arrivals);
          break;
        case 'article_click':
          articleClicks.add(e.day, e.site, e.articleId, e.articleTitle, e.product);
          campaigns.click(e, arrivals);
          break;
        case 'share':
          shares.add(e.day, e.site, e.kind, e.way, e.subject);
          break;
      }
    }
  }

  const [result] = await db.$queryRaw<{ seen: string[] }[]>`
    WITH seen AS (
      SELECT id FROM statistics_batch WHERE id = ANY(${jobs.map((j) => j.id)}::text[])
    ), batch AS (
      INSERT INTO statistics_batch (id, events)
      SELECT * FROM unnest(${jobs.map((j) => j.id)}::text[], ${jobs.map((j) => j.events.length)}::int[])
      WHERE NOT EXISTS (SELECT 1 FROM seen)
      RETURNING id
    ), views AS (
      INSERT INTO page_view_daily (day, site, uri, views)
      SELECT d::date, s, u, n FROM unnest(${views.col(0)}::text[], ${views.col(1)}::text[], ${views.col(2)}::text[], ${views.n}::int[]) AS x(d, s, u, n)
      WHERE EXISTS (SELECT 1 FROM batch) ORDER BY 1, 2, 3
      ON CONFLICT (day, site, uri) DO UPDATE SET views = page_view_daily.views + EXCLUDED.views
    ), visitors AS (
      INSERT INTO page_visitor_daily (day, site, uri, visitor)
      SELECT d::date, s, u, h FROM unnest(${visitors.col(0)}::text[], ${visitors.col(1)}::text[], ${visitors.col(2)}::text[], ${visitors.col(3)}::text[]) AS x(d, s, u, h)
      WHERE EXISTS (SELECT 1 FROM batch) ORDER BY 1, 2, 3, 4
      ON CONFLICT DO NOTHING
    ), clicks AS (
      INSERT INTO product_click_daily (day, site, product, clicks)
      SELECT d::date, s, p, n FROM unnest(${clicks.col(0)}::text[], ${clicks.col(1)}::text[], ${clicks.col(2)}::text[], ${clicks.n}::int[]) AS x(d, s, p, n)
      WHERE EXISTS (SELECT 1 FROM batch) ORDER BY 1, 2, 3
      ON CONFLICT (day, site, product) DO UPDATE SET clicks = product_click_daily.clicks + EXCLUDED.clicks
    ), article_clicks AS (
      INSERT INTO article_click_daily (day, site, article_id, article_title, product, clicks)
      SELECT d::date, s, a, max(ti), p, sum(n) FROM unnest(${articleClicks.col(0)}::text[], ${articleClicks.col(1)}::text[], ${articleClicks.col(2)}::text[], ${articleClicks.col(3)}::text[], ${articleClicks.col(4)}::text[], ${articleClicks.n}::int[]) AS x(d, s, a, ti, p, n)
      WHERE EXISTS (SELECT 1 FROM batch) GROUP BY 1, 2, 3, 5 ORDER BY 1, 2, 3, 5
      ON CONFLICT (day, site, article_id, product) DO UPDATE SET clicks = article_click_daily.clicks + EXCLUDED.clicks, article_title = EXCLUDED.article_title
    ), shares AS (
      INSERT INTO share_daily (day, site, kind, way, subject, shares)
      SELECT d::date, s, k, w, sub, n FROM unnest(${shares.col(0)}::text[], ${shares.col(1)}::text[], ${shares.col(2)}::text[], ${shares.col(3)}::text[], ${shares.col(4)}::text[], ${shares.n}::int[]) AS x(d, s, k, w, sub, n)
      WHERE EXISTS (SELECT 1 FROM batch) ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (day, site, kind, way, subject) DO UPDATE SET shares = share_daily.shares + EXCLUDED.shares
    ), arrivals AS (
      SELECT * FROM unnest(${campaigns.arrivals.col(0)}::text[], ${campaigns.arrivals.col(1)}::text[], ${campaigns.arrivals.col(2)}::text[], ${campaigns.arrivals.col(3)}::text[], ${campaigns.arrivals.col(4)}::text[], ${campaigns.arrivals.col(5)}::text[], ${campaigns.arrivals.col(6)}::text[])
        AS a(arrival, source, medium, campaign, content, term, landing)
    ), people AS (
      -- A person counts once per day and arrival as a visitor (v) and once as a clicker (c). On a
      -- closed day (see pruneCampaignVisitors) nobody is counted any more: who was is forgotten.
      INSERT INTO campaign_visitor (day, site, visitor, kind, arrival)
      SELECT d::date, s, v, k, a FROM unnest(${campaigns.people.col(0)}::text[], ${campaigns.people.col(1)}::text[], ${campaigns.people.col(2)}::text[], ${campaigns.people.col(3)}::text[], ${campaigns.people.col(4)}::text[]) AS x(d, s, v, k, a)
      WHERE EXISTS (SELECT 1 FROM batch) AND NOT EXISTS (SELECT 1 FROM campaign_day_closed c WHERE c.day = x.d::date)
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT DO NOTHING
      RETURNING day, site, kind, arrival
    ), campaigns AS (
      INSERT INTO campaign_daily (day, site, arrival, source, medium, campaign, content, term, landing, views, visitors, clicks, clickers)
      SELECT c.day, c.site, c.arrival, a.source, a.medium, a.campaign, a.content, a.term, a.landing, sum(c.views), sum(c.visitors), sum(c.clicks), sum(c.clickers)
      FROM (
        SELECT d::date AS day, s AS site, ar AS arrival, (k = 'v')::int * n AS views, 0 AS visitors, (k = 'c')::int * n AS clicks, 0 AS clickers
        FROM unnest(${campaigns.counts.col(0)}::text[], ${campaigns.counts.col(1)}::text[], ${campaigns.counts.col(2)}::text[], ${campaigns.counts.col(3)}::text[], ${campaigns.counts.n}::int[]) AS x(d, s, ar, k, n)
        UNION ALL
        SELECT day, site, arrival, 0, count(*) FILTER (WHERE kind = 'v'), 0, count(*) FILTER (WHERE kind = 'c') FROM people GROUP BY 1, 2, 3
      ) c JOIN arrivals a USING (arrival)
      WHERE EXISTS (SELECT 1 FROM batch)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3
      ON CONFLICT (day, site, arrival) DO UPDATE SET
        views = campaign_daily.views + EXCLUDED.views, visitors = campaign_daily.visitors + EXCLUDED.visitors,
        clicks = campaign_daily.clicks + EXCLUDED.clicks, clickers = campaign_daily.clickers + EXCLUDED.clickers
    )
    SELECT array(SELECT id FROM seen) AS seen`;
  return result?.seen ?? [];
}

/**
 * The statistics queue's processor. Each job waits for the fold its events went into. The worker holds
 * many jobs at once (STATISTICS_CONCURRENCY): a fold is written as soon as it has that many, so a
 * backlog drains in large statements, or after FOLD_LINGER_MS, so a trickle still costs a few
 * statements a second rather than one per job.
 */
const FOLD_LINGER_MS = 50;

export interface StatisticsProcessorDeps {
  db: Db;
  concurrency?: number;
  /** Told of events set aside in statistics_dead_letter (for the drop counters and the log). */
  onDeadLetter?: (jobId: string, events: number) => void;
}

export function createStatisticsProcessor(deps: StatisticsProcessorDeps) {
  const folds = new GroupCommitter<ParsedJob, FoldResult>((jobs) => foldBatches(deps.db, jobs), {
    maxBatch: deps.concurrency ?? 1,
    maxWaitMs: FOLD_LINGER_MS,
    maxConcurrent: 2,
    lingerMs: deps.concurrency && deps.concurrency > 1 ? FOLD_LINGER_MS : undefined,
  });
  let prunedAt = 0;
  // Folds wait for a prune in flight: a fold committed while the prune's DELETE ran could lose
  // the visitor rows of a closed day that the next fold then counted again (seen at the workers'
  // start: the first prune raced the first folds and two visitors of a past test day counted twice).
  let pruning: Promise<void> = Promise.resolve();
  return async (job: Job): Promise<FoldResult> => {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      pruning = pruneCampaignVisitors(deps.db).then(
        () => undefined,
        () => {
          prunedAt = 0;
        },
      );
    }
    await pruning;
    if (!job.id) throw new UnrecoverableError('statistics batch without an id');
    const parsed = statisticsBatch.safeParse(job.data);
    const result = parsed.success
      ? await folds.submit({ id: job.id, events: parsed.data.events, arrivals: parsed.data.arrivals })
      : await foldReadable(job.id, job.data);
    if (result.deadLettered > 0) deps.onDeadLetter?.(job.id, result.deadLettered);
    return result;
  };

  /**
   * A batch with events the workers cannot read (written by a newer or a broken api): those are
   * set aside at their place in the job, and the others folded as usual. Only a batch that is not
   * even a list of events fails.
   */
  async function foldReadable(jobId: string, data: unknown): Promise<FoldResult> {
    const loose = statisticsBatchLoose.safeParse(data);
    if (!loose.success) throw new UnrecoverableError(`invalid statistics batch: ${loose.error.message}`);
    const arrivals = loose.data.arrivals ?? [];
    const readable: ParsedJob = { id: jobId, events: [], arrivals, positions: [] };
    let setAside = 0;
    for (const [position, raw] of loose.data.events.entries()) {
      const event = statisticsEvent.safeParse(raw);
      // An arrival the batch does not have (or could not read) is left out; the event still counts.
      if (event.success) {
        const e = event.data;
        readable.events.push('from' in e && e.from !== undefined && e.from >= arrivals.length ? { ...e, from: undefined } : e);
        readable.positions!.push(position);
      } else if (await deadLetter(deps.db, { jobId, position, event: raw }, unreadable(event.error.message))) {
        setAside++;
      }
    }
    const folded = readable.events.length > 0 ? await folds.submit(readable) : { duplicate: true, deadLettered: 0 };
    return { events: loose.data.events.length, duplicate: folded.duplicate && setAside === 0, deadLettered: folded.deadLettered + setAside };
  }
}
