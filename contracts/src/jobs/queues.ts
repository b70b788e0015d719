import type { z } from 'zod';
import { statisticsBatch } from './statistics';
import { mailJobs } from './mail';
import { orderJobs } from './orders';

/**
 * The queues between the api (producer) and the workers (consumer), each defined once: its name,
 * its jobs with the zod schema of each payload, the options its jobs are added with, and how many
 * jobs a workers process runs at once (docs/architecture.md, "Queues"). Producers are typed by the
 * definition (a wrong job name or payload does not compile) and the workers read every payload
 * with its schema: a payload that fails it can never succeed, so it is failed at once.
 *
 * Server code only: `@voltline/contracts/jobs` is a subpath of its own so the web app's bundle,
 * which imports the contracts' main entry, never carries these schemas.
 */

export { arrival, statisticsBatch, statisticsBatchLoose, statisticsEvent, type Arrival, type StatisticsBatch, type StatisticsEvent } from './statistics';
export { mailJobs } from './mail';
export { orderJobs } from './orders';

/**
 * The BullMQ job options the queues use, as plain data: the contracts do not depend on BullMQ.
 * The workers hand these to BullMQ's `JobsOptions`, so the compiler checks the shape there.
 */
export interface JobOptions {
  attempts: number;
  /** `exponential` from `delay`, or a strategy of the workers (MAIL_BACKOFF_TYPE). */
  backoff: { type: string; delay?: number };
  /** Finished jobs are trimmed by age (seconds) and count, so Redis memory stays flat. */
  removeOnComplete: { age: number; count: number };
  removeOnFail: { age: number; count: number };
}

/** Retries with exponential backoff: an outage of a few minutes is survived. */
export const DEFAULT_JOB_OPTIONS: JobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 5_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 20_000 },
};

/** The custom BullMQ backoff type of mail jobs; the mail worker computes its delays (workers/src/mail/retry.ts). */
export const MAIL_BACKOFF_TYPE = 'mail';

/**
 * Mail keeps trying like a mail server's queue: the workers' `mail` backoff spaces the attempts
 * and the processor gives up once MAIL_RETRY_LIFETIME_MS (24 h) has passed. The attempt count is
 * only a ceiling far above what the lifetime allows, including the tries of an SMTP server that
 * refuses mail (workers/src/mail/smtp-watch.ts: one held mail every SMTP_RECHECK_MS, 2 s, per
 * workers process, 43 200 a day: a lone held mail would reach a ceiling of 1 000 in 33 minutes).
 */
export const MAIL_JOB_OPTIONS: JobOptions = {
  ...DEFAULT_JOB_OPTIONS,
  attempts: 10_000_000,
  backoff: { type: MAIL_BACKOFF_TYPE },
};

export const STATISTICS_JOB_OPTIONS: JobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  // Kept briefly: at campaign rates thousands of batches an hour go through.
  removeOnComplete: { age: 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
};

/** Job name -> payload type. */
export type JobPayloads = Record<string, unknown>;

/**
 * One queue. `P` maps each job name to its payload type, and each schema is typed by it, so code
 * generic in a job name (`jobs[name]`, a handler per job) keeps name and payload together.
 */
export interface QueueDefinition<Name extends string, P extends JobPayloads> {
  readonly name: Name;
  readonly jobs: { readonly [N in keyof P]: z.ZodType<P[N]> };
  /** What every job of the queue is added with (the outbox's hand-over adds jobId = outbox id). */
  readonly jobOptions: JobOptions;
  /** Jobs one workers process runs at once (the default of MAIL_CONCURRENCY / STATISTICS_CONCURRENCY where configurable). */
  readonly concurrency: number;
}

/** The payload type of each job of a table of schemas. */
type PayloadsOf<J extends Record<string, z.ZodType>> = { [N in keyof J]: z.output<J[N]> };

export type MailPayloads = PayloadsOf<typeof mailJobs>;
export type MailJobName = keyof MailPayloads & string;
export type MailJobPayload<N extends MailJobName> = MailPayloads[N];

export const mailQueue: QueueDefinition<'mail', MailPayloads> = { name: 'mail', jobs: mailJobs, jobOptions: MAIL_JOB_OPTIONS, concurrency: 5 };
export const statisticsQueue: QueueDefinition<'statistics', PayloadsOf<{ batch: typeof statisticsBatch }>> = {
  name: 'statistics',
  jobs: { batch: statisticsBatch },
  jobOptions: STATISTICS_JOB_OPTIONS,
  // Jobs that arrive together are folded by one statement (workers/src/statistics/aggregate.ts).
  concurrency: 100,
};
export const ordersQueue: QueueDefinition<'orders', PayloadsOf<typeof orderJobs>> = {
  name: 'orders',
  jobs: orderJobs,
  jobOptions: DEFAULT_JOB_OPTIONS,
  concurrency: 2,
};

/** Every queue, by name. */
export const QUEUES = { mail: mailQueue, statistics: statisticsQueue, orders: ordersQueue } as const;

export type QueueName = keyof typeof QUEUES;
export type AnyQueue = (typeof QUEUES)[QueueName];

/** The definition of a queue named in stored data (an outbox row), or undefined for a name no queue has. */
export function queueNamed(name: string): AnyQueue | undefined {
  return isQueueName(name) ? QUEUES[name] : undefined;
}

function isQueueName(name: string): name is QueueName {
  return Object.hasOwn(QUEUES, name);
}

/** Whether the queue defines a job of this name (a job read from Redis may come from another version). */
export function isJobName<P extends JobPayloads>(queue: QueueDefinition<string, P>, name: string): name is keyof P & string {
  return Object.hasOwn(queue.jobs, name);
}

/** A job of a queue: its queue's name, its name and its payload, one member per job (a discriminated union). */
export type QueueJob<Q extends AnyQueue = AnyQueue> =
  Q extends QueueDefinition<infer Name, infer P> ? { [N in keyof P & string]: { queue: Name; name: N; payload: P[N] } }[keyof P & string] : never;

/**
 * The jobs that go through the outbox: the follow-up work of a submission. Statistics batches
 * never do (their path skips Postgres), so a `statistics` job cannot be written to it.
 */
export type OutboxJob = QueueJob<typeof mailQueue | typeof ordersQueue>;

/**
 * A job of `queue`, its payload checked against its schema now: a payload that fails it could
 * never succeed, so it is refused by the producer (before its transaction commits) rather than
 * failed later by a worker.
 */
export function queueJob<Name extends string, P extends JobPayloads, N extends keyof P & string>(
  queue: QueueDefinition<Name, P>,
  name: N,
  payload: P[N],
): { queue: Name; name: N; payload: P[N] } {
  return { queue: queue.name, name, payload: queue.jobs[name].parse(payload) };
}
