import { z } from 'zod';

/** The workers' configuration, parsed once from the environment. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().min(1).default('voltline'),
  SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Voltline <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How often the outbox is swept for rows the api could not hand to Redis. */
  OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).default(5_000),
  /** Rows younger than this are left to the api's own hand-over, to avoid needless duplicates. */
  OUTBOX_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(5),
  /** Statistics batches folded in parallel; each is one Postgres transaction. */
  KANBAN_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
});

export type WorkersConfig = z.infer<typeof schema>;

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required in production');
  }
  return parsed.data;
}
