import { Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import pino, { type Logger } from 'pino';
import { createDb, type Db } from '@voltline/db';
import type { WorkersConfig } from './config';
import { MAIL_BACKOFF_TYPE, statisticsQueue, mailQueue, ordersQueue, queueJob } from '@voltline/contracts/jobs';
import { carryOverSeedStatisticsKeys, statisticsCountersKey } from '@voltline/platform/statistics-keys';
import { producerConnection, workerConnection } from '@voltline/platform/redis';
import { createStatisticsProcessor } from './statistics/aggregate';
import { drainOldStatisticsQueue } from './statistics/old-queue-drain';
import { createMailProcessor } from './mail/processor';
import { createOrderChecker } from './orders/check';
import { OutboxDispatcher, markOutboxFinished } from '@voltline/platform/outbox';
import { createStorage } from '@voltline/platform/storage';
import { queueSet } from '@voltline/platform/queues';
import { mailRetryDelay, type MailRetryPolicy } from './mail/retry';
import { keepSchedules, runEvery, type Schedule } from './schedules';
import { createWorkersMetrics, type WorkersMetrics } from './metrics/workers-metrics';
import { startMetricsServer } from './metrics/server';
import { watchSmtp } from './mail/smtp-watch';
import { mailProbe, promoteWaitingMail } from './mail/resume';
import { jobLogger } from './lib/job-log';
import { within } from '@voltline/platform/within';

export interface RunningWorkers {
  /** Sweeps the outbox once now (each process's own timer does it every OUTBOX_SWEEP_MS). */
  sweepOutbox(): Promise<{ dispatched: number; failed: number }>;
  /** Runs the warranty proof-of-purchase sweep once now, as of `now` (the scheduler runs it every WARRANTY_PROOF_SWEEP_MS). */
  sweepProofRequests(now?: Date): Promise<{ requested: number; verified: number }>;
  /** The port of this process's /metrics, /health/live and /health/ready (WORKERS_METRICS_PORT). */
  metricsPort: number;
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

  // Ready means the workers can do their work: Redis and Postgres answer. SMTP is left out on
  // purpose (smtp-watch.ts): a restart cannot fix it, and mail waits in its retries meanwhile.
  const notReady = async () => {
    const [redis, postgres] = await Promise.all([
      within(connection.ping(), HEALTH_CHECK_MS, false).then((pong) => pong === 'PONG'),
      within(db.$queryRaw`SELECT 1`, HEALTH_CHECK_MS, false).then((answer) => answer !== false),
    ]);
    return [...(redis ? [] : ['redis']), ...(postgres ? [] : ['postgres'])];
  };
  const metrics = createWorkersMetrics({ outboxLagSeconds: () => outboxLagSeconds(db), notReady });
  const retry: MailRetryPolicy = { baseMs: config.MAIL_RETRY_BASE_MS, maxMs: config.MAIL_RETRY_MAX_MS, lifetimeMs: config.MAIL_RETRY_LIFETIME_MS };
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const smtp = watchSmtp({
    transport,
    everyMs: config.SMTP_CHECK_MS,
    recheckMs: config.SMTP_RECHECK_MS,
    gauge: metrics.smtpUp,
    refusingGauge: metrics.smtpRefusing,
    logger,
    onBack: async () => metrics.mailPromoted.inc(await promoteWaitingMail(queues.get(mailQueue), logger)),
    probe: mailProbe(queues.get(mailQueue)),
  });
  const observer = {
    sent: (kind: string, lang: string) => metrics.mailSent.inc({ kind, lang }),
    retrying: (kind: string, lang: string) => metrics.mailRetried.inc({ kind, lang }),
    failed: (kind: string, lang: string) => metrics.mailFailed.inc({ kind, lang }),
    smtp: smtp.report,
  };
  const mailWorker = new Worker(
    mailQueue.name,
    createMailProcessor({
      db,
      transport,
      from: config.MAIL_FROM,
      logger,
      storage: createStorage(config),
      claimLeaseMs: config.MAIL_CLAIM_LEASE_MS,
      retry,
      observer,
    }),
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
    metrics.statisticsDeadLettered.inc(events);
    logger.warn({ queue: statisticsQueue.name, jobId, events }, 'statistics events refused by Postgres, set aside in statistics_dead_letter');
    connection.hincrby(statisticsCountersKey(prefix, new Date().toISOString().slice(0, 10)), 'dropped:dead_letter', events).catch(() => undefined);
  };
  const foldStatistics = createStatisticsProcessor({ db, concurrency: config.STATISTICS_CONCURRENCY, onDeadLetter });
  const statisticsWorker = new Worker(statisticsQueue.name, foldStatistics, {
    connection,
    prefix,
    concurrency: config.STATISTICS_CONCURRENCY,
  });
  // Both wait at most a few seconds: a workers process starts with Redis down, and the next start moves what is left.
  await within(carryOverSeedStatisticsKeys(connection, prefix), HEALTH_CHECK_MS, 0);
  const oldQueue = drainOldStatisticsQueue({ connection, prefix, concurrency: config.STATISTICS_CONCURRENCY, processor: foldStatistics, logger });

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
    worker.on(
      'completed',
      (job) =>
        void markOutboxFinished(db, job.id, 'completed').catch((error: unknown) =>
          jobLogger(logger, worker.name, job).warn({ err: error }, 'could not mark the outbox row completed'),
        ),
    );
  }
  statisticsWorker.on('completed', (job) => {
    const result = job.returnvalue as { events: number; duplicate: boolean; deadLettered: number } | undefined;
    if (result && !result.duplicate) metrics.statisticsFolded.inc(result.events - result.deadLettered);
  });
  for (const worker of [mailWorker, statisticsWorker, ordersWorker]) {
    observeJobs(worker, metrics);
    worker.on('failed', (job, error) => jobLogger(logger, worker.name, job).warn({ attempts: job?.attemptsMade, err: error }, 'job failed'));
    worker.on('error', (error) => logger.error({ queue: worker.name, err: error }, 'worker error'));
  }

  const server = await startMetricsServer({ port: config.WORKERS_METRICS_PORT, host: config.WORKERS_METRICS_HOST, registry: metrics.registry, notReady });
  logger.info({ queues: [mailWorker.name, statisticsWorker.name, ordersWorker.name], prefix, metricsPort: server.port }, 'workers started');

  return {
    sweepOutbox: () => dispatcher.sweep({ graceMs: config.OUTBOX_GRACE_MS }),
    sweepProofRequests: (now) => orders.proofSweep(now),
    metricsPort: server.port,
    async close() {
      // Let running jobs finish, then release connections.
      await Promise.all([stopSweep(), kept.stop(), smtp.stop(), server.close()]);
      await Promise.all([mailWorker.close(), statisticsWorker.close(), ordersWorker.close(), oldQueue.close()]);
      await Promise.all([queues.close(), handoverQueues.close()]);
      transport.close();
      await connection.quit().catch(() => connection.disconnect());
      await handover.quit().catch(() => handover.disconnect());
      await db.$disconnect();
    },
  };
}

/** How long a readiness check or a scrape waits for Redis or Postgres before it counts them as down. */
const HEALTH_CHECK_MS = 2_000;

/**
 * Age of the oldest outbox row not yet handed to a queue; NaN when Postgres does not answer (the
 * scrape still returns the other figures, and health_ready says why).
 */
async function outboxLagSeconds(db: Db): Promise<number> {
  const rows = await within(
    db.$queryRaw<{ age: number | null }[]>`
      SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age FROM outbox_event WHERE dispatched_at IS NULL AND failed_at IS NULL`,
    HEALTH_CHECK_MS,
    false,
  );
  return rows === false ? Number.NaN : Math.max(0, rows[0]?.age ?? 0);
}

/**
 * Job timings from BullMQ's own timestamps: the wait of a job's first run (from when it was due:
 * its creation plus its own delay; retries wait for their backoff on purpose, and are counted as
 * failures instead) and every run's processing time.
 */
function observeJobs(worker: Worker, metrics: WorkersMetrics): void {
  const queue = worker.name;
  worker.on('active', (job) => {
    // Only a first run: a later one (a retry, a mail delayed behind another run's claim) waited on purpose.
    if (job.attemptsStarted > 1 || job.attemptsMade > 0 || !job.processedOn) return;
    const due = job.timestamp + (job.opts.delay ?? 0);
    metrics.jobWait.observe({ queue }, Math.max(0, job.processedOn - due) / 1000);
  });
  const finished = (job: { processedOn?: number; finishedOn?: number } | undefined) => {
    if (job?.processedOn && job.finishedOn) metrics.jobProcessing.observe({ queue }, Math.max(0, job.finishedOn - job.processedOn) / 1000);
  };
  worker.on('completed', (job) => {
    metrics.jobsCompleted.inc({ queue });
    finished(job);
  });
  worker.on('failed', (job) => {
    metrics.jobsFailed.inc({ queue });
    finished(job);
  });
}
