import { UnrecoverableError, type Job } from 'bullmq';
import type { Db } from '@voltline/db';
import { GroupCommitter } from '@voltline/platform/group-commit';
import { statisticsBatch, statisticsBatchLoose, statisticsEvent, type Arrival, type StatisticsEvent } from '@voltline/contracts/jobs';
import { deadLetter, refusalOf, storedId, unreadable } from './dead-letter';
import { foldStatement } from './fold-statement';
import { pruneCampaignVisitors } from './tallies/campaigns';

export { pruneCampaignVisitors };

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

/** Per-visitor campaign rows are needed only while their day can still receive events. */
const PRUNE_EVERY_MS = 10 * 60_000;

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

/** One statement (fold-statement.ts): counts every job's events, or, when some job was counted before, nothing; returns those. */
async function foldOnce(db: Db, jobs: FoldUnit[]): Promise<string[]> {
  const [result] = await db.$queryRaw<{ seen: string[] }[]>(foldStatement(jobs));
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
