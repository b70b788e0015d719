import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { sharedEnvShape } from '@voltline/platform/config';
import { trustProxyField } from './lib/trust-proxy';

/**
 * The API's configuration, parsed once from the environment. Nothing else reads process.env.
 * Development falls back to local services (the start script finds or starts them); production
 * (NODE_ENV=production) has no fallbacks: every missing key is listed and the process stops.
 * Every key carries its description: `npm run docs:config` writes docs/configuration.md from them.
 */
export const apiEnvSchema = z.object({
  ...sharedEnvShape,
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .describe('The one port that serves the pages, `/api/*`, the operator pages and the health checks.'),
  HOST: z.string().default('0.0.0.0').describe('The address the api listens on; `0.0.0.0` is every interface (what a container needs).'),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      "The site's public address: the base of every link in emails, canonical addresses and sitemaps; never taken from the Host header. Unset in development: `http://localhost:$PORT`.",
    ),
  QUEUE_REDIS_URL: z
    .string()
    .min(1)
    .optional()
    .describe('The Redis the queue producers talk to, when it is not `REDIS_URL` (the tests point it at a dead port). Unset: `REDIS_URL`.'),
  SESSION_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe('Signs session cookies (`openssl rand -hex 32`). Unset in development: random per start, so sessions end at a restart.'),
  WEB_DIST: z.string().optional().describe('Folder of the built web app. Unset: `web/dist` of this checkout or image.'),
  SLOW_REQUEST_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1_000)
    .describe(
      'Answers slower than this (milliseconds) are logged with their request id; the others are only counted in the metrics (no access line per request).',
    ),
  READ_CACHE_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(300_000)
    .describe(
      'How long the public reads (sites, menus, catalogue, articles, search suggestions, warranty policies) are kept in memory and by browsers (milliseconds): an edit in the database reaches the site within this time, and pages render from these copies while Postgres is away.',
    ),
  PAGE_FRESH_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(60_000)
    .describe(
      'How long a rendered page is served as is before it is rendered again (milliseconds; CDNs are told the same, `s-maxage`). An expired page is served half as long again while the next one renders, and for a day while Postgres or Redis is away.',
    ),
  API_PROCESSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .optional()
    .describe('api processes sharing the port (node:cluster; a crashed one is replaced). Unset: one per core of the machine.'),
  ANALYTICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .describe(
      'The analyst token: `Authorization: Bearer`, the password of HTTP Basic, or the sign-in of `/insights` (the analyst API `/api/analytics/*`). Unset: the analyst API and the sign-in are off.',
    ),
  OPS_USER: z
    .string()
    .min(1)
    .optional()
    .describe('Basic-auth user of Bull Board (`/admin/queues`) and `/metrics`. Unset (or `OPS_PASSWORD` unset): both are off.'),
  OPS_PASSWORD: z.string().min(8).optional().describe('Basic-auth password of Bull Board and `/metrics`, with `OPS_USER`.'),
  TRUST_PROXY: trustProxyField.describe(
    "Behind a load balancer or reverse proxy: the proxies' addresses or CIDR ranges, comma-separated, or a number of proxy hops; client addresses (rate limits, visitor hashes) are then read from `X-Forwarded-For`. `true` (every hop) is refused: the client writes the left-most value. Unset: off, the socket's address.",
  ),
  API_DOCS: z
    .enum(['public', 'operators', 'off'])
    .optional()
    .describe(
      'Who may read the API docs (`/api/docs`, `/api/docs/json`): `public`, `operators` (the `OPS_USER` / `OPS_PASSWORD` basic auth; off while those are unset) or `off`. Unset: `operators` in production, `public` otherwise; `public` is refused in production.',
    ),
  CARE_EMAIL: z
    .email()
    .optional()
    .describe(
      "The care team's mailbox: every contact request is forwarded there, with its photo, replying to the customer. Unset in development: `care@voltline.localhost`.",
    ),
});

/** Keys without a fallback in production (their fallbacks above suit development only). */
export const API_REQUIRED_IN_PRODUCTION = ['PUBLIC_URL', 'SESSION_SECRET', 'CARE_EMAIL'] as const;

export type ApiConfig = Omit<z.infer<typeof apiEnvSchema>, 'PUBLIC_URL' | 'SESSION_SECRET' | 'QUEUE_REDIS_URL' | 'CARE_EMAIL' | 'API_DOCS'> & {
  API_DOCS: 'public' | 'operators' | 'off';
  CARE_EMAIL: string;
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  QUEUE_REDIS_URL: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (parsed.success && parsed.data.NODE_ENV === 'production') {
    for (const key of API_REQUIRED_IN_PRODUCTION) {
      if (!parsed.data[key]) problems.push(`${key}: required in production`);
    }
    if (parsed.data.API_DOCS === 'public') problems.push('API_DOCS: `public` is refused in production (operators or off)');
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
    API_DOCS: c.API_DOCS ?? (c.NODE_ENV === 'production' ? 'operators' : 'public'),
  };
}
