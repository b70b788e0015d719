import { z } from 'zod';
import type { JobsOptions } from 'bullmq';

/**
 * The queue contract between the api (producer) and the workers: queue name -> job name -> payload.
 * Payloads are validated on both sides; a payload that fails here can never succeed, so the
 * processor throws UnrecoverableError instead of retrying it.
 */
export const QUEUES = {
  mail: 'mail',
  outbox: 'outbox',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const lang = z.enum(['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se']);

export const mailJobs = {
  newsletterConfirm: z.object({
    to: z.email(),
    lang,
    confirmUrl: z.url(),
    unsubscribeUrl: z.url(),
  }),
} as const;

export type MailJobName = keyof typeof mailJobs;
export type MailJobPayload<N extends MailJobName> = z.infer<(typeof mailJobs)[N]>;

/** A job as the outbox stores it: which queue, which job, which payload. */
export interface OutboxJob {
  queue: QueueName;
  name: string;
  payload: unknown;
}

export function mailJob<N extends MailJobName>(name: N, payload: MailJobPayload<N>): OutboxJob {
  return { queue: QUEUES.mail, name, payload: mailJobs[name].parse(payload) };
}

/**
 * Retries with exponential backoff (an SMTP outage of a few minutes is survived), and finished
 * jobs are trimmed by age and count so Redis memory stays flat.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 5_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 20_000 },
};
