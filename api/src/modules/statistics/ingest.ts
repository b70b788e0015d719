import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { statisticsQueue, type StatisticsEvent } from '@voltline/contracts/jobs';
import { statisticsCountersKey } from '@voltline/platform/statistics-keys';
import { GroupCommitter } from '@voltline/platform/group-commit';
import type { QueueSet } from '@voltline/platform/queues';
import { ArrivalBook, type IncomingEvent } from './attribution';

/**
 * Every reason an event is not counted: the api's metrics export each one at 0 from the start.
 * `local_time_out_of_window`: dated more than a day from the server's UTC date (local-time-window.ts).
 */
export const DROP_REASONS = ['bot', 'invalid', 'unavailable', 'local_time_out_of_window'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export interface IngestCounters {
  accepted(kind: StatisticsEvent['k'], n: number): void;
  dropped(reason: DropReason, n: number): void;
}

/**
 * The statistics path: events are group-committed into BullMQ jobs (one job per batch) and a
 * request is answered only once its batch is in Redis. Counts of accepted and dropped events are
 * kept in Redis per day (shared by every api process) for the operators' "events lost" figure.
 */
export class StatisticsIngest {
  private readonly committer: GroupCommitter<IncomingEvent>;
  private readonly arrivals: ArrivalBook;

  constructor(
    private readonly redis: Redis,
    private readonly queues: QueueSet,
    private readonly prefix: string,
    private readonly counters: IngestCounters,
  ) {
    this.arrivals = new ArrivalBook(redis, prefix);
    this.committer = new GroupCommitter((events) => this.writeBatch(events));
  }

  ingest(event: IncomingEvent): Promise<void> {
    return this.committer.submit(event);
  }

  /** Counts a dropped event; never fails the request over a counter. */
  drop(reason: DropReason): void {
    this.counters.dropped(reason, 1);
    this.redis.hincrby(this.countersKey(), `dropped:${reason}`, 1).catch(() => undefined);
  }

  /** Waits for the batches in flight; the queue itself is the api's (app.queues), closed after this. */
  async close(): Promise<void> {
    await this.committer.drain().catch(() => undefined);
  }

  private async writeBatch(incoming: IncomingEvent[]): Promise<void> {
    const { events, arrivals, saved } = await this.arrivals.attribute(incoming);
    // Answered once both are in Redis, so a visitor's next event already sees the arrival.
    await Promise.all([this.queues.enqueue(statisticsQueue, 'batch', { events, arrivals }, { jobId: randomUUID() }), saved.catch(() => undefined)]);
    const byKind = new Map<StatisticsEvent['k'], number>();
    for (const e of events) byKind.set(e.k, (byKind.get(e.k) ?? 0) + 1);
    for (const [kind, n] of byKind) this.counters.accepted(kind, n);
    this.redis.hincrby(this.countersKey(), 'accepted', events.length).catch(() => undefined);
  }

  private countersKey(now = new Date()): string {
    return statisticsCountersKey(this.prefix, now.toISOString().slice(0, 10));
  }
}
