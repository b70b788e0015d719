import { Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import pino, { type Logger } from 'pino';
import { createDb, type Db } from '@voltline/db';
import type { WorkersConfig } from './config';
import { MAIL_BACKOFF_TYPE, kanbanCountersKey, kanbanQueue, mailQueue, ordersQueue, queueJob } from './jobs';
import { producerConnection, workerConnection } from './lib/redis';
import { createKanbanProcessor } from './kanban/aggregate';
import { createMailProcessor } from './mail/processor';
import { createOrderChecker } from './orders/check';
import { OutboxDispatcher, markOutboxFinished } from './outbox/outbox';
import { createStorage } from './lib/storage';
import { queueSet } from './lib/queues';
import { mailRetryDelay, type MailRetryPolicy } from './mail/retry';
import { keepSchedules, runEvery, type Schedule } from './schedules';

export interface RunningWorkers {
  /** Sweeps the outbox once now (each process's own timer does it every OUTBOX_SWEEP_MS). */
  sweepOutbox(): Promise<{ dispatched: number; failed: number }>;
  /** Runs the warranty proof-of-purchase sweep once now, as of `now` (the scheduler runs it every WARRANTY_PROOF_SWEEP_MS). */
  sweepProofRequests(now?: Date): Promise<{ requested: number; verified: number }>;
  close(): Promise<void>;
}

/** Starts every worker of the system in this process; several processes may run side by side. */
export async function startWorkers(config: WorkersConfig, logger: Logger = pino({ level: config.LOG_LEVEL })): Promise<RunningWorkers> {
  const db: Db = createDb(config.DATABASE_URL, { poolSize: 5 });
  const connection = workerConnection(config.REDIS_URL);
  const prefix = config.QUEUE_PREFIX;
  const queues = queueSet(connection, prefix);
  // The sweep hands rows over through a fail-fast connection: with Redis down it gives up at once
  // and leaves the rows for its next run instead of queueing commands in memory.
  const handover = producerConnection(config.REDIS_URL);
  const handoverQueues = queueSet(handover, prefix);
  const dispatcher = new OutboxDispatcher(db, handoverQueues, 5_000);

  const retry: MailRetryPolicy = { baseMs: config.MAIL_RETRY_BASE_MS, maxMs: config.MAIL_RETRY_MAX_MS, lifetimeMs: config.MAIL_RETRY_LIFETIME_MS };
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const mailWorker = new Worker(
    mailQueue.name,
    createMailProcessor({ db, transport, from: config.MAIL_FROM, logger, storage: createStorage(config), claimLeaseMs: config.MAIL_CLAIM_LEASE_MS, retry }),
    {
      connection,
      prefix,
      concurrency: config.MAIL_CONCURRENCY,
      lockDuration: config.MAIL_LOCK_MS,
      stalledInterval: config.MAIL_LOCK_MS,
      settings: {
        backoffStrategy: (attemptsMade, type) => (type === MAIL_BACKOFF_TYPE ? mailRetryDelay(retry, attemptsMade) : 1_000),
      },
    },
  );

  const onDeadLetter = (jobId: string, events: number) => {
    logger.warn({ queue: kanbanQueue.name, jobId, events }, 'statistics events refused by Postgres, set aside in kanban_dead_letter');
    connection.hincrby(kanbanCountersKey(prefix, new Date().toISOString().slice(0, 10)), 'dropped:dead_letter', events).catch(() => undefined);
  };
  const kanbanWorker = new Worker(kanbanQueue.name, createKanbanProcessor({ db, concurrency: config.KANBAN_CONCURRENCY, onDeadLetter }), {
    connection,
    prefix,
    concurrency: config.KANBAN_CONCURRENCY,
  });

  const orders = createOrderChecker({ db, dispatcher, publicUrl: config.PUBLIC_URL, logger });
  const ordersWorker = new Worker(ordersQueue.name, orders.process, { connection, prefix, concurrency: ordersQueue.concurrency });

  // One list of schedules, used at start and whenever Redis may have lost them.
  const schedules: Schedule[] = [{ id: 'warranty-proof-sweep', every: config.WARRANTY_PROOF_SWEEP_MS, job: queueJob(ordersQueue, 'proofSweep', {}) }];
  const kept = await keepSchedules({ schedules, queues, connection, logger, checkEveryMs: config.SCHEDULE_CHECK_MS });

  // The outbox sweep runs on each process's own timer, not as a Redis schedule: it is what must
  // still work when Redis has lost everything. Claims (SKIP LOCKED + lease) keep processes apart.
  const stopSweep = runEvery(
    config.OUTBOX_SWEEP_MS,
    async () => {
      const { lost } = await dispatcher.recheckHandedOver({ olderThanMs: config.OUTBOX_RECHECK_MS });
      if (lost > 0) logger.warn({ lost }, 'jobs lost from Redis; their outbox rows are handed over again');
      await dispatcher.sweep({ graceMs: config.OUTBOX_GRACE_MS });
    },
    (error) => logger.warn({ err: error }, 'outbox sweep failed'),
  );

  // Finished outbox jobs are marked so the re-check leaves them alone (a lost mark only costs a look-up).
  for (const worker of [mailWorker, ordersWorker]) {
    worker.on('completed', (job) => void markOutboxFinished(db, job.id, 'completed').catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'could not mark the outbox row completed')));
  }
  for (const worker of [mailWorker, kanbanWorker, ordersWorker]) {
    worker.on('failed', (job, error) => logger.warn({ queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'job failed'));
    worker.on('error', (error) => logger.error({ queue: worker.name, err: error }, 'worker error'));
  }
  logger.info({ queues: [mailWorker.name, kanbanWorker.name, ordersWorker.name], prefix }, 'workers started');

  return {
    sweepOutbox: () => dispatcher.sweep({ graceMs: config.OUTBOX_GRACE_MS }),
    sweepProofRequests: (now) => orders.proofSweep(now),
    async close() {
      // Let running jobs finish, then release connections.
      await Promise.all([stopSweep(), kept.stop()]);
      await Promise.all([mailWorker.close(), kanbanWorker.close(), ordersWorker.close()]);
      await Promise.all([queues.close(), handoverQueues.close()]);
      transport.close();
      await connection.quit().catch(() => connection.disconnect());
      await handover.quit().catch(() => handover.disconnect());
      await db.$disconnect();
    },
  };
}
