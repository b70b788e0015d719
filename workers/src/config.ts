import { z } from 'zod';
import { statisticsQueue, mailQueue } from '@voltline/contracts/jobs';
import { SEED_STATISTICS_NAMES } from '@voltline/contracts';
import { sharedEnvShape } from '@voltline/platform/config';

/**
 * The workers' configuration, parsed once from the environment. Every key carries its
 * description: `npm run docs:config` writes docs/configuration.md from them.
 */
export const workersEnvSchema = z.object({
  ...sharedEnvShape,
  SMTP_URL: z
    .string()
    .min(1)
    .default('smtp://127.0.0.1:1025')
    .describe('Where mail goes (`smtp://user:password@host:587`, `smtps://` for TLS). The default is the mail catcher `npm start` runs.'),
  MAIL_FROM: z
    .string()
    .min(3)
    .optional()
    .describe(
      'The sender of transactional mail. Unset: `Voltline <no-reply@` + the host of `PUBLIC_URL` + `>` (a sender at localhost is refused or filed as spam by most providers).',
    ),
  OUTBOX_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(5_000)
    .describe('How often each workers process sweeps the outbox for rows the api could not hand to Redis (a timer of its own, not a Redis schedule).'),
  OUTBOX_RECHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe(
      'Outbox rows handed over longer ago than this and not finished are looked up in Redis (which may have lost them: restarted empty, flushed) and handed over again when their job is gone.',
    ),
  SCHEDULE_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe('How often each workers process checks that its job schedulers are still in Redis (re-created if not).'),
  OUTBOX_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe("Outbox rows younger than this are left to the api's own hand-over, to avoid needless duplicates."),
  MAIL_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(mailQueue.concurrency)
    .describe("Mails a workers process sends at once; the default is the `mail` queue definition's."),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1_000).describe("First step of a mail's retries; each step doubles, up to `MAIL_RETRY_MAX_MS`."),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000).describe('Largest step between two attempts of a mail.'),
  MAIL_RETRY_LIFETIME_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 3_600_000)
    .describe('How long a mail keeps trying before it fails for good (then `npm run mail:retry-failed` sends it again).'),
  MAIL_CLAIM_LEASE_MS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30_000)
    .describe("Lease of a mail's send claim, renewed every third of it while SMTP talks; a crashed run's claim is taken over after this long."),
  MAIL_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(30_000)
    .describe(
      'BullMQ lock of a running mail job, also how often stalled jobs are looked for: the jobs of a killed process run again after one to two times this.',
    ),
  STATISTICS_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(statisticsQueue.concurrency)
    .describe(
      "Statistics batches a workers process holds at once; those that arrive together are folded by one Postgres statement, so a higher number means fewer, larger statements under load. The default is the `statistics` queue definition's.",
    ),
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/$/, ''))
    .describe("The site's public address, for links in the emails the workers write; the same as the api's."),
  WARRANTY_PROOF_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(3_600_000)
    .describe('How often pending warranty registrations are looked at for the 14-day proof-of-purchase email.'),
  WORKERS_METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .optional()
    .describe(
      "Port of the workers' own HTTP server: `GET /metrics` (Prometheus text, no credentials: keep it private), `/health/live`, `/health/ready`. `0` takes a free port, named in the `workers started` log line. Unset: 9464, or a free port under `NODE_ENV=test` (processes side by side).",
    ),
  // Loopback by default: /metrics has no credentials and its mail counters tell which addresses
  // have an account (a reset mail is counted only for a known one), so it is not for the network.
  WORKERS_METRICS_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe(
      "Address the workers' HTTP server listens on. The default answers on this machine only (its `/metrics` has no credentials); set `0.0.0.0` (or one interface's address) where Prometheus or an orchestrator's health check comes from another host or container, and keep that network private.",
    ),
  SMTP_CHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe(
      'How often each workers process checks that the SMTP server answers (`mail_smtp_up`) while it takes mail; while it is down or refusing mail, every `SMTP_RECHECK_MS`.',
    ),
  SMTP_RECHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(2_000)
    .describe(
      'How often each workers process checks SMTP while it is down (a connection check) or refuses mail with a 4xx (one mail waiting for a retry is tried). Once SMTP takes mail again, all mail waiting for a retry is sent at once: held mail goes out about this long after SMTP is back, not at its next backoff step.',
    ),
});

/** The port Prometheus scrapes the workers on by default (the usual port of a Prometheus exporter of OpenTelemetry). */
export const DEFAULT_METRICS_PORT = 9464;

/** Keys without a fallback in production (their defaults above suit development only). */
export const WORKERS_REQUIRED_IN_PRODUCTION = ['SMTP_URL', 'PUBLIC_URL'] as const;

const schema = workersEnvSchema.transform((config) => ({
  ...config,
  // A sender at localhost is refused or filed as spam by most mail providers: by default, mail
  // comes from the site's own domain.
  MAIL_FROM: config.MAIL_FROM ?? `Voltline <no-reply@${new URL(config.PUBLIC_URL).hostname}>`,
  WORKERS_METRICS_PORT: config.WORKERS_METRICS_PORT ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT),
}));

export type WorkersConfig = z.output<typeof schema>;

/**
 * Variables renamed since the seed, still read under their old name when the new one is unset.
 * Each one read that way gives one line at start (`deprecatedVariables`).
 */
const RENAMED_VARIABLES: Record<string, string> = { [SEED_STATISTICS_NAMES.concurrencyVariable]: 'STATISTICS_CONCURRENCY' };

/** One line per variable set under its old name, for the start log. */
export function deprecatedVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(RENAMED_VARIABLES)
    .filter(([old]) => env[old] !== undefined)
    .map(([old, now]) =>
      env[now] === undefined ? `${old} is deprecated: it is read as ${now}; rename it` : `${old} is deprecated and ignored: ${now} is set`,
    );
}

function withRenamedVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const renamed = { ...env };
  for (const [old, now] of Object.entries(RENAMED_VARIABLES)) {
    if (renamed[now] === undefined && renamed[old] !== undefined) renamed[now] = renamed[old];
  }
  return renamed;
}

export function loadWorkersConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  env = withRenamedVariables(env);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    // Without them, mail would go to a local catcher and links in it would point at localhost.
    const missing = WORKERS_REQUIRED_IN_PRODUCTION.filter((key) => !env[key]).map((key) => `${key}: required in production`);
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
