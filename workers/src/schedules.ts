import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { QUEUES, type QueueJob } from '@voltline/contracts/jobs';
import type { QueueSet } from '@voltline/platform/queues';

/**
 * Job schedulers live in Redis: a Redis restarted empty, flushed or failed over loses them and
 * nothing re-creates them. So the workers keep one list of their schedules and upsert it (an
 * idempotent call) at start, whenever their connection becomes ready again (debounced), and on a
 * slow timer that checks they are still there (a FLUSHALL does not drop the connection).
 */
export interface Schedule {
  id: string;
  every: number;
  /** The job each run adds (typed by its queue's definition, like every producer's). */
  job: QueueJob;
}

export interface KeptSchedules {
  /** Upserts every schedule now. */
  ensure(): Promise<void>;
  stop(): Promise<void>;
}

export async function keepSchedules(options: {
  schedules: Schedule[];
  queues: QueueSet;
  connection: Redis;
  logger: Logger;
  checkEveryMs: number;
  debounceMs?: number;
}): Promise<KeptSchedules> {
  const { schedules, queues, connection, logger } = options;
  const queue = (s: Schedule) => queues.get(QUEUES[s.job.queue]);
  const upsert = (s: Schedule) =>
    queue(s).upsertJobScheduler(
      s.id,
      { every: s.every },
      { name: s.job.name, data: s.job.payload, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 1000 } } },
    );

  async function ensure() {
    await Promise.all(schedules.map(upsert));
  }
  async function restoreMissing() {
    for (const s of schedules) {
      if (await queue(s).getJobScheduler(s.id)) continue;
      logger.warn({ queue: s.job.queue, scheduler: s.id }, 'job scheduler missing from Redis; re-creating it');
      await upsert(s);
    }
  }

  let debounce: NodeJS.Timeout | undefined;
  const onReady = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => {
      ensure().catch((error: unknown) => logger.warn({ err: error }, 'could not re-create job schedulers after reconnect'));
    }, options.debounceMs ?? 1_000);
  };
  connection.on('ready', onReady);
  const stopCheck = runEvery(options.checkEveryMs, restoreMissing, (error) => logger.warn({ err: error }, 'could not check job schedulers'));

  await ensure();
  return {
    ensure,
    async stop() {
      connection.off('ready', onReady);
      clearTimeout(debounce);
      await stopCheck();
    },
  };
}

/** Runs `task` every `ms` on this process's own timer, never two runs at once; stop() waits for the running one. */
export function runEvery(ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  }, ms);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
