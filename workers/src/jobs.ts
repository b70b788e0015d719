import { z } from 'zod';
import type { JobsOptions } from 'bullmq';

/**
 * The queue contract between the api (producer) and the workers: queue name -> job name -> payload.
 * Payloads are validated on both sides; a payload that fails here can never succeed, so the
 * processor throws UnrecoverableError instead of retrying it.
 */
export const QUEUES = {
  mail: 'mail',
  kanban: 'kanban',
  orders: 'orders',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** A marketplace order id: 123-1234567-1234567 (docs/product.md §5). */
export const ORDER_ID = /^\d{3}-\d{7}-\d{7}$/;

const lang = z.enum(['us', 'de', 'es', 'fr', 'it', 'jp', 'nl', 'pl', 'se']);

/**
 * The site where the address was typed (the api's PUBLIC_URL): every customer mail's footer names
 * it. Never derived from a link in the mail, which may point elsewhere (the marketplace).
 */
const siteUrl = z.url();

export const mailJobs = {
  newsletterConfirm: z.object({
    to: z.email(),
    lang,
    siteUrl,
    confirmUrl: z.url(),
    unsubscribeUrl: z.url(),
  }),
  /** Sign-up: the link (PUBLIC_URL/register_email_vaild?token=...) confirms the email and signs in. */
  accountConfirm: z.object({
    to: z.email(),
    lang,
    siteUrl,
    confirmUrl: z.url(),
  }),
  /** Forgotten password: the link (PUBLIC_URL/reset_password?token=...) is valid 60 minutes, once. */
  passwordReset: z.object({
    to: z.email(),
    lang,
    siteUrl,
    resetUrl: z.url(),
  }),
  /** Sent after a password change: says every session was ended, and what to do if it was not them. */
  passwordChanged: z.object({
    to: z.email(),
    lang,
    siteUrl,
    signInUrl: z.url(),
    forgotUrl: z.url(),
  }),
  /** Sent when a warranty registration is received, whether or not its order is found yet. */
  warrantyConfirm: z.object({
    to: z.email(),
    lang,
    siteUrl,
    name: z.string().min(1).max(128),
    orderNumber: z.string().regex(ORDER_ID),
    policyUrl: z.url(),
  }),
  /** 14 days without a matching marketplace order: asks once for a proof of purchase. */
  warrantyProofRequest: z.object({
    to: z.email(),
    lang,
    siteUrl,
    name: z.string().min(1).max(128),
    orderNumber: z.string().regex(ORDER_ID),
    contactUrl: z.url(),
  }),
  /** Contact request received: quotes the ticket and promises a reply within 24 hours. */
  contactAck: z.object({
    to: z.email(),
    lang,
    name: z.string().min(1).max(128),
    ticket: z.string().regex(/^VL-[A-Z0-9]{6}$/),
    /** The subject as the person chose it (a key of email.json's contact_subjects). */
    subject: z.string().min(1).max(32),
    siteUrl,
  }),
  /** The care team's copy of a contact request: every answer, reply-to the customer, the photo attached. */
  contactForward: z.object({
    to: z.email(),
    replyTo: z.email(),
    /** The language the copy is written in (the care team's), not the customer's. */
    lang,
    ticket: z.string().regex(/^VL-[A-Z0-9]{6}$/),
    subject: z.string().min(1).max(32),
    /** The customer's site: the language to answer in. */
    site: lang,
    /** The answers, by field name (see email.json contact_forward.fields), already validated by the api. */
    fields: z.record(z.string().max(32), z.string().max(5000)),
    lateDelivery: z.boolean(),
    image: z.object({ key: z.string().max(128), contentType: z.string().max(32), filename: z.string().max(64) }).nullable(),
  }),
  /** Welcome to the beta-tester programme, in the language of the site used to join. */
  testerWelcome: z.object({
    to: z.email(),
    lang,
    siteUrl,
    name: z.string().min(1).max(64),
    guideUrl: z.url(),
  }),
  /**
   * The review-questionnaire coupon: its code, its percent, and the reviewed product's review page
   * on the marketplace of the customer's site; null when the product is not listed there.
   */
  reviewCoupon: z.object({
    to: z.email(),
    lang,
    siteUrl,
    code: z.string().regex(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){2}$/),
    percent: z.union([z.literal(10), z.literal(30)]),
    product: z.string().min(1).max(128),
    reviewUrl: z.url().nullable(),
  }),
} as const;

export type MailJobName = keyof typeof mailJobs;
export type MailJobPayload<N extends MailJobName> = z.infer<(typeof mailJobs)[N]>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const site = z.string().min(2).max(8);

const visitor = z.string().length(32);
const from = z.number().int().min(0).max(4_999).optional();

/**
 * Where a visitor came from today (api/src/modules/kanban/campaign.ts): the campaign of their
 * landing address, or the site that linked to them. An event without one is direct traffic.
 */
export const arrival = z.object({
  /** utm_source, else the referring host. */
  source: z.string().min(1).max(255),
  medium: z.string().max(64),
  campaign: z.string().max(64),
  content: z.string().max(64),
  term: z.string().max(64),
  /** The path the visitor landed on with this campaign. */
  landing: z.string().max(512),
});
export type Arrival = z.infer<typeof arrival>;

/**
 * One statistics event, already validated and reduced by the api (no IP, no cookie). `from` is the
 * visitor's arrival for the day, as an index into the batch's `arrivals` (a batch's events share a
 * few arrivals; writing each one out per event would double the job); clicks carry the visitor so
 * click-through counts people, not clicks (both optional: older batches have neither).
 */
export const kanbanEvent = z.discriminatedUnion('k', [
  z.object({ k: z.literal('view'), day, site, uri: z.string().max(512), visitor, from }),
  z.object({ k: z.literal('product_click'), day, site, product: z.string().max(256), visitor: visitor.optional(), from }),
  z.object({
    k: z.literal('article_click'),
    day,
    site,
    articleId: z.string().max(64),
    articleTitle: z.string().max(256),
    product: z.string().max(256),
    visitor: visitor.optional(),
    from,
  }),
  z.object({ k: z.literal('share'), day, site, kind: z.enum(['product', 'article']), way: z.string().max(32), subject: z.string().max(256) }),
]);
export type KanbanEvent = z.infer<typeof kanbanEvent>;

/**
 * The day's statistics counters in Redis (a hash shared by every process): `accepted` and
 * `dropped:<reason>`, written by the api (bot, invalid, unavailable) and the workers (dead_letter).
 */
export function kanbanCountersKey(prefix: string, day: string): string {
  return `${prefix}:kanban:counters:${day}`;
}

/** Many events per job: the api group-commits them (see lib/group-commit.ts). */
export const kanbanBatch = z
  .object({ events: z.array(kanbanEvent).min(1).max(5_000), arrivals: z.array(arrival).max(5_000).optional() })
  .refine((b) => b.events.every((e) => !('from' in e) || e.from === undefined || e.from < (b.arrivals?.length ?? 0)), { error: 'an event refers to an arrival the batch does not have' });
/**
 * A batch read loosely, so that the events the workers cannot read are set aside one by one
 * (arrivals that cannot be read are dropped: their events count as direct traffic).
 */
export const kanbanBatchLoose = z.object({ events: z.array(z.unknown()).min(1).max(5_000), arrivals: z.array(arrival).max(5_000).optional().catch(undefined) });
export type KanbanBatch = z.infer<typeof kanbanBatch>;

export const KANBAN_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  // Kept briefly: at campaign rates thousands of batches an hour go through.
  removeOnComplete: { age: 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
};

/**
 * The order-check queue. `checkRegistration` checks one registration's order number against the
 * imported orders; `recheckPending` checks every pending registration (after an import);
 * `proofSweep` (scheduled) asks for a proof of purchase where 14 days brought no match.
 */
export const orderJobs = {
  checkRegistration: z.object({ registrationId: z.uuid() }),
  recheckPending: z.object({}),
  proofSweep: z.object({}),
} as const;

export type OrderJobName = keyof typeof orderJobs;
export type OrderJobPayload<N extends OrderJobName> = z.infer<(typeof orderJobs)[N]>;

export function orderJob<N extends OrderJobName>(name: N, payload: OrderJobPayload<N>): OutboxJob {
  return { queue: QUEUES.orders, name, payload: orderJobs[name].parse(payload) };
}

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

/** The custom BullMQ backoff type of mail jobs; the mail worker computes its delays (mail/retry.ts). */
export const MAIL_BACKOFF_TYPE = 'mail';

/**
 * Mail keeps trying like a mail server's queue: the workers' `mail` backoff (mail/retry.ts) spaces
 * the attempts and the processor gives up once MAIL_RETRY_LIFETIME_MS (24 h) has passed. The
 * attempt count is only a ceiling far above what the lifetime allows.
 */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  ...DEFAULT_JOB_OPTIONS,
  attempts: 1_000,
  backoff: { type: MAIL_BACKOFF_TYPE },
};

/** The options a job of this queue is added with. */
export function jobOptions(queue: QueueName): JobsOptions {
  return queue === QUEUES.mail ? MAIL_JOB_OPTIONS : DEFAULT_JOB_OPTIONS;
}
