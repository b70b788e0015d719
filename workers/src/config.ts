import { z } from 'zod';
import { kanbanQueue, mailQueue } from './jobs';
import { storageEnvShape } from './lib/storage';

/** The workers' configuration, parsed once from the environment. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().min(1).default('voltline'),
  SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:1025'),
  /** The sender of transactional mail; unset, `Voltline <no-reply@` + PUBLIC_URL's host + `>`. */
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How often the outbox is swept for rows the api could not hand to Redis. */
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Outbox rows handed over longer ago than this and not finished are looked up in Redis (which
   * may have lost them: restarted empty, flushed) and handed over again when their job is gone.
   */
  OUTBOX_RECHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often each workers process checks that its job schedulers are still in Redis (re-created if not). */
  SCHEDULE_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /** Rows younger than this are left to the api's own hand-over, to avoid needless duplicates. */
  OUTBOX_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Mail jobs a worker process sends at once; the default is the queue definition's. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(mailQueue.concurrency),
  /** Mail retries: exponential from MAIL_RETRY_BASE_MS, steps capped at MAIL_RETRY_MAX_MS, for MAIL_RETRY_LIFETIME_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  MAIL_RETRY_LIFETIME_MS: z.coerce.number().int().min(1).default(24 * 3_600_000),
  /**
   * Lease of a mail's send claim, renewed every third of it while SMTP talks; a crashed run's claim
   * is taken over after this long.
   */
  MAIL_CLAIM_LEASE_MS: z.coerce.number().int().min(300).default(30_000),
  /**
   * BullMQ lock of a running mail job (also how often stalled jobs are looked for): the jobs of a
   * killed process run again after one to two times this.
   */
  MAIL_LOCK_MS: z.coerce.number().int().min(1_000).default(30_000),
  /**
   * Statistics batches a worker process holds at once. The ones that arrive together are folded
   * by one Postgres statement, so a high number means fewer, larger statements under load. The
   * default is the queue definition's.
   */
  KANBAN_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(kanbanQueue.concurrency),
  /** The site's public address, for links in emails the workers write themselves. */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/$/, '')),
  /** How often pending warranty registrations are looked at for the 14-day proof-of-purchase email. */
  WARRANTY_PROOF_SWEEP_MS: z.coerce.number().int().min(1_000).default(3_600_000),
  /** Where contact attachments are read from to go with the care team's copy (the api's store). */
  ...storageEnvShape,
}).transform((config) => ({
  ...config,
  // A sender at localhost is refused or filed as spam by most mail providers: by default, mail
  // comes from the site's own domain.
  MAIL_FROM: config.MAIL_FROM ?? `Voltline <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
}));

export type WorkersConfig = z.output<typeof schema>;

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    // Without them, mail would go to a local catcher and links in it would point at localhost.
    const missing = (['SMTP_URL', 'PUBLIC_URL'] as const).filter((key) => !env[key]).map((key) => `${key}: required in production`);
    if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  }
  return parsed.data;
}

/** For command-line tools: the configuration, or its problems printed and exit code 1. */
export function loadWorkersConfigOrExit(): WorkersConfig {
  try {
    return loadWorkersConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
