import { Prisma } from '@voltline/db';
import type { Arrival, StatisticsEvent } from '@voltline/contracts/jobs';

/**
 * What every statistic of the fold is made of (docs/architecture.md, "Adding a statistic"): a
 * tally that reduces the events of the jobs folded together into rows, and its part of the one
 * fold statement that adds those rows to its table (fold-statement.ts joins the parts).
 */

export type EventKind = StatisticsEvent['k'];
export type EventOf<K extends EventKind> = Extract<StatisticsEvent, { k: K }>;

/**
 * What a tally does with each kind of event it counts: per job, the job's events of that kind, in
 * their order, and the job's arrivals, which their `from` indexes. A tally is handed no other kind,
 * so a statistic costs nothing per event of a kind it does not count.
 */
export type Handlers = { readonly [K in EventKind]?: (events: readonly EventOf<K>[], arrivals: readonly Arrival[]) => void };

/** One CTE of the fold statement: `name AS (sql)`. Names are unique across the statistics. */
export interface Part {
  name: string;
  sql: Prisma.Sql;
}

/** One statistic's tally for one fold statement: a fresh one per statement. */
export interface Tally {
  readonly on: Handlers;
  /**
   * Its CTEs, with the counts as parameters (one array per column, for unnest). Every write is
   * guarded by BATCH_IS_NEW, and rows are inserted in key order (ORDER BY the key), so that folds
   * running side by side lock rows in the same order and cannot deadlock (decision 0003).
   */
  parts(): Part[];
}

/**
 * True when none of the statement's jobs was counted before: the `batch` CTE of fold-statement.ts
 * inserted their ids. A write without it would count a redelivered batch a second time.
 */
export const BATCH_IS_NEW = Prisma.sql`EXISTS (SELECT 1 FROM batch)`;

/** Counts events per key, column-major for unnest() (one SQL parameter per column). */
export class Counts {
  private readonly byKey = new Map<string, { cols: string[]; n: number }>();

  add(...cols: string[]): void {
    const key = cols.join('\u0000');
    const hit = this.byKey.get(key);
    if (hit) hit.n++;
    else this.byKey.set(key, { cols, n: 1 });
  }

  col(i: number): string[] {
    return [...this.byKey.values()].map((r) => r.cols[i]!);
  }

  get n(): number[] {
    return [...this.byKey.values()].map((r) => r.n);
  }

  /** The keys and their counts, in the order they were first seen. */
  rows(): { cols: string[]; n: number }[] {
    return [...this.byKey.values()].map(({ cols, n }) => ({ cols, n }));
  }
}
