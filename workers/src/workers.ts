import { Queue, Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import pino, { type Logger } from 'pino';
import { createDb, type Db } from '@voltline/db';
import type { WorkersConfig } from './config';
import { QUEUES, kanbanCountersKey, type QueueName } from './jobs';
import { workerConnection } from './lib/redis';
import { createKanbanProcessor } from './kanban/aggregate';
import { createMailProcessor } from './mail/processor';
import { createOrderChecker } from './orders/check';
import { OutboxDispatcher } from './outbox/outbox';
import { createStorage } from './lib/storage';

export interface RunningWorkers {
  /** Sweeps the outbox once now (the scheduler does it every OUTBOX_SWEEP_MS). */
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
  const queues = new Map<QueueName, Queue>();
  const queue = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix });
      queues.set(name, q);
    }
    return q;
  };
  const dispatcher = new OutboxDispatcher(db, queue, 5_000);

  const transport = nodemailer.createTransport(config.SMTP_URL);
  const mailWorker = new Worker(QUEUES.mail, createMailProcessor({ db, transport, from: config.MAIL_FROM, logger, storage: createStorage(config) }), {
    connection,
    prefix,
    concurrency: config.MAIL_CONCURRENCY,
  });

  const onDeadLetter = (jobId: string, events: number) => {
    logger.warn({ queue: QUEUES.kanban, jobId, events }, 'statistics events refused by Postgres, set aside in kanban_dead_letter');
    connection.hincrby(kanbanCountersKey(prefix, new Date().toISOString().slice(0, 10)), 'dropped:dead_letter', events).catch(() => undefined);
  };
  const kanbanWorker = new Worker(QUEUES.kanban, createKanbanProcessor({ db, concurrency: config.KANBAN_CONCURRENCY, onDeadLetter }), {
    connection,
    prefix,
    concurrency: config.KANBAN_CONCURRENCY,
  });

  const orders = createOrderChecker({ db, dispatcher, publicUrl: config.PUBLIC_URL, logger });
  const ordersWorker = new Worker(QUEUES.orders, orders.process, { connection, prefix, concurrency: 2 });
  await queue(QUEUES.orders).upsertJobScheduler(
    'warranty-proof-sweep',
    { every: config.WARRANTY_PROOF_SWEEP_MS },
    { name: 'proofSweep', data: {}, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 1000 } } },
  );

  // The sweep is a scheduled BullMQ job, so it shows in the queue dashboard and only one worker
  // process runs each tick.
  const outboxWorker = new Worker(QUEUES.outbox, () => dispatcher.sweep({ graceMs: config.OUTBOX_GRACE_MS }), {
    connection,
    prefix,
    concurrency: 1,
  });
  await queue(QUEUES.outbox).upsertJobScheduler(
    'outbox-sweep',
    { every: config.OUTBOX_SWEEP_MS },
    { name: 'sweep', opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 1000 } } },
  );

  for (const worker of [mailWorker, kanbanWorker, outboxWorker, ordersWorker]) {
    worker.on('failed', (job, error) => logger.warn({ queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'job failed'));
    worker.on('error', (error) => logger.error({ queue: worker.name, err: error }, 'worker error'));
  }
  logger.info({ queues: [QUEUES.mail, QUEUES.kanban, QUEUES.outbox, QUEUES.orders], prefix }, 'workers started');

  return {
    sweepOutbox: () => dispatcher.sweep({ graceMs: config.OUTBOX_GRACE_MS }),
    sweepProofRequests: (now) => orders.proofSweep(now),
    async close() {
      // Let running jobs finish, then release connections.
      await Promise.all([mailWorker.close(), kanbanWorker.close(), outboxWorker.close(), ordersWorker.close()]);
      await Promise.all([...queues.values()].map((q) => q.close()));
      transport.close();
      await connection.quit().catch(() => connection.disconnect());
      await db.$disconnect();
    },
  };
}
