import { Queue, Worker, type Job, type Processor } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SEED_STATISTICS_NAMES } from '@voltline/contracts';
import { within } from '@voltline/platform/within';

/** Job states that still hold events to count; failed and completed jobs are history. */
const PENDING = ['wait', 'active', 'delayed', 'prioritized', 'paused'] as const;
const CHECK_EVERY_MS = 5_000;
/** A Redis that does not answer a count within this is asked again at the next check. */
const COUNT_WITHIN_MS = 2_000;

export interface OldQueueDrain {
  /** Resolves once the old queue was seen holding nothing to count (at once when it never did). */
  drained: Promise<void>;
  close(): Promise<void>;
}

/**
 * Jobs queued under the seed's queue name before the rename (a deploy while batches wait in
 * Redis) are folded like any other: a worker on the old name, with the statistics processor, runs
 * until that queue holds nothing to count, then stops. BullMQ's keys carry the queue name, so
 * without this those events would wait in Redis forever. A batch is recorded by its job id
 * (statistics_batch), so one that runs under both names still counts once.
 *
 * Runs in the background from the workers' start: the first look happens at once, and a Redis
 * that does not answer (down, or still connecting on a busy machine) is asked again later rather
 * than taken for an empty queue.
 */
export function drainOldStatisticsQueue(opts: {
  connection: Redis;
  prefix: string;
  concurrency: number;
  processor: Processor;
  logger: Logger;
  checkEveryMs?: number;
}): OldQueueDrain {
  const name = SEED_STATISTICS_NAMES.queue;
  const queue = new Queue(name, { connection: opts.connection, prefix: opts.prefix });
  queue.on('error', () => undefined);
  let worker: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let finish: () => void = () => undefined;
  const drained = new Promise<void>((resolve) => (finish = resolve));

  const pending = async () => {
    const counts = await queue.getJobCounts(...PENDING);
    return PENDING.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    await worker?.close();
    await queue.close().catch(() => undefined);
    finish();
  };
  const check = async () => {
    if (stopped) return;
    const left = await within(pending(), COUNT_WITHIN_MS, undefined);
    if (left === 0) {
      if (worker) opts.logger.info({ queue: name }, 'old statistics queue drained');
      return stop();
    }
    if (left !== undefined && !worker) {
      opts.logger.warn({ queue: name, jobs: left }, 'statistics jobs queued under the old queue name: folding them');
      worker = new Worker(name, (job: Job) => opts.processor(job), { connection: opts.connection, prefix: opts.prefix, concurrency: opts.concurrency });
      worker.on('error', (error) => opts.logger.error({ queue: name, err: error }, 'worker error'));
    }
    timer = setTimeout(() => void check(), opts.checkEveryMs ?? CHECK_EVERY_MS);
  };
  void check();
  return { drained, close: stop };
}
