import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUES, mailJobs } from '@voltline/contracts/jobs';
import { LANGUAGES } from '@voltline/locales/languages';

/**
 * The Prometheus metrics of one workers process (docs/operations.md, "Metrics"). Names follow the
 * api's (api/src/plugins/metrics.ts): a prefix per subject (`queue_`, `mail_`, `outbox_`,
 * `statistics_`), seconds and `_total` as Prometheus asks. Counters and histograms count what this
 * process did, so several processes add up (`sum by (queue)`); the figures read from Postgres at
 * scrape time are the same from every process (take `max`, never `sum`).
 */
export interface WorkersMetrics {
  registry: Registry;
  /** Time from a job's creation (after its own delay) to its first run, per queue. */
  jobWait: Histogram<'queue'>;
  /** Time one run of a job took, per queue, whatever its outcome. */
  jobProcessing: Histogram<'queue'>;
  jobsCompleted: Counter<'queue'>;
  /** Runs that failed (a retry follows unless the job gave up). */
  jobsFailed: Counter<'queue'>;
  mailSent: Counter<'kind' | 'lang'>;
  /** Mails that gave up for good (lifetime over or unreadable), as in outbox_failed_rows. */
  mailFailed: Counter<'kind' | 'lang'>;
  /** Failed sends that will be tried again. */
  mailRetried: Counter<'kind' | 'lang'>;
  smtpUp: Gauge;
  smtpRefusing: Gauge;
  /** Delayed mail jobs sent at once because SMTP came back (mail/resume.ts). */
  mailPromoted: Counter;
  statisticsFolded: Counter;
  statisticsDeadLettered: Counter;
}

/** Queue waits reach the mail lifetime's hours only when things are wrong; the upper buckets say how wrong. */
const WAIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 3600];
/** A job runs in milliseconds (a fold, a check) to seconds (a slow SMTP server). */
const PROCESSING_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface SharedReadings {
  /** Age of the oldest outbox row not handed over; NaN when Postgres does not answer. */
  outboxLagSeconds(): Promise<number>;
  /** The dependencies that do not answer (what /health/ready reports). */
  notReady(): Promise<string[]>;
}

export function createWorkersMetrics(readings: SharedReadings): WorkersMetrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC, CPU, restarts (process_start_time_seconds) of this process.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const metrics: WorkersMetrics = {
    registry,
    jobWait: new Histogram({
      name: 'queue_job_wait_seconds',
      help: 'Time from a job being queued (after its own delay) to its first run, per queue',
      labelNames: ['queue'],
      buckets: WAIT_BUCKETS,
      registers,
    }),
    jobProcessing: new Histogram({
      name: 'queue_job_processing_seconds',
      help: 'Time one run of a job took, per queue (a statistics job includes the up to 50 ms it waits to share its fold)',
      labelNames: ['queue'],
      buckets: PROCESSING_BUCKETS,
      registers,
    }),
    jobsCompleted: new Counter({ name: 'queue_jobs_completed_total', help: 'Jobs this process completed, per queue', labelNames: ['queue'], registers }),
    jobsFailed: new Counter({
      name: 'queue_jobs_failed_total',
      help: 'Job runs that failed in this process, per queue (retried unless final)',
      labelNames: ['queue'],
      registers,
    }),
    mailSent: new Counter({
      name: 'mail_sent_total',
      help: 'Mails handed to SMTP and accepted, by kind (template) and language',
      labelNames: ['kind', 'lang'],
      registers,
    }),
    mailFailed: new Counter({
      name: 'mail_failed_total',
      help: 'Mails that failed for good (npm run mail:retry-failed sends them again)',
      labelNames: ['kind', 'lang'],
      registers,
    }),
    mailRetried: new Counter({ name: 'mail_retried_total', help: 'Mail sends that failed and will be tried again', labelNames: ['kind', 'lang'], registers }),
    smtpUp: new Gauge({
      name: 'mail_smtp_up',
      help: 'Whether the SMTP server takes mail: 1 or 0 (down or refusing), from each send and from the check every SMTP_CHECK_MS (SMTP_RECHECK_MS while 0)',
      registers,
    }),
    smtpRefusing: new Gauge({
      name: 'mail_smtp_refusing',
      help: 'Whether the SMTP server answers but refuses every mail for now (a 4xx reply): 1 or 0; mail_smtp_up is 0 meanwhile',
      registers,
    }),
    mailPromoted: new Counter({ name: 'mail_promoted_total', help: 'Mails waiting for a retry that were sent at once because SMTP came back', registers }),
    statisticsFolded: new Counter({ name: 'statistics_events_folded_total', help: 'Statistics events this process folded into the daily tables', registers }),
    statisticsDeadLettered: new Counter({
      name: 'statistics_events_dead_lettered_total',
      help: 'Statistics events Postgres refused, set aside in statistics_dead_letter by this process',
      registers,
    }),
  };

  // prom-client exports a labelled counter only after its first increment, and Prometheus's
  // increase() reads a new series' first sample as its start: the first failed mail of a kind and
  // language would never fire MailFailing. Every known label set starts at 0 instead.
  for (const kind of Object.keys(mailJobs))
    for (const lang of LANGUAGES) for (const counter of [metrics.mailSent, metrics.mailFailed, metrics.mailRetried]) counter.inc({ kind, lang }, 0);
  for (const { name: queue } of Object.values(QUEUES)) for (const counter of [metrics.jobsCompleted, metrics.jobsFailed]) counter.inc({ queue }, 0);

  new Gauge({
    name: 'outbox_lag_seconds',
    help: 'Age of the oldest outbox row not yet handed to a queue (0 when none), read from Postgres at scrape time: the same from every process',
    registers,
    async collect() {
      this.set(await readings.outboxLagSeconds());
    },
  });
  // Same name and meaning as the api's (api/src/plugins/health.ts): alert ProcessNotReady reads both.
  new Gauge({
    name: 'health_ready',
    help: 'Whether /health/ready would answer ready (1) or not (0): Redis and Postgres answer',
    registers,
    async collect() {
      this.set((await readings.notReady()).length === 0 ? 1 : 0);
    },
  });
  return metrics;
}
