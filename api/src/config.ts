import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { storageEnvShape } from '@voltline/workers/storage';

/**
 * The API's configuration, parsed once from the environment. Nothing else reads process.env.
 * Development falls back to local services (the start script finds or starts them); production
 * (NODE_ENV=production) has no fallbacks: every missing key is listed and the process stops.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** Producers may talk to another Redis than workers (tests point it at a dead port). */
  QUEUE_REDIS_URL: z.string().min(1).optional(),
  QUEUE_PREFIX: z.string().min(1).default('voltline'),
  SESSION_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Bearer token of the analyst API; unset = /api/analytics is off. */
  ANALYTICS_TOKEN: z.string().min(16).optional(),
  /** Basic-auth credentials of /admin/queues and /metrics; unset = both are off. */
  OPS_USER: z.string().min(1).optional(),
  OPS_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Contact attachments: UPLOAD_DIR, or an S3-compatible bucket when S3_BUCKET is set. */
  ...storageEnvShape,
  /** The care team's mailbox: every contact request is forwarded there. */
  CARE_EMAIL: z.email().optional(),
});

export type ApiConfig = Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'SESSION_SECRET' | 'QUEUE_REDIS_URL' | 'CARE_EMAIL'> & {
  CARE_EMAIL: string;
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  QUEUE_REDIS_URL: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (parsed.success && parsed.data.NODE_ENV === 'production') {
    for (const key of ['PUBLIC_URL', 'SESSION_SECRET', 'CARE_EMAIL'] as const) {
      if (!parsed.data[key]) problems.push(`${key}: required in production`);
    }
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    // A random secret per start is fine in development: sessions just do not survive a restart.
    SESSION_SECRET: c.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    QUEUE_REDIS_URL: c.QUEUE_REDIS_URL ?? c.REDIS_URL,
    // In development the mail catcher receives it like any other mail.
    CARE_EMAIL: c.CARE_EMAIL ?? 'care@voltline.localhost',
  };
}
