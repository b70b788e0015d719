import { z } from 'zod';
import { storageEnvShape } from './storage';

/**
 * The configuration keys the api and the workers both read, with one description each: each
 * process spreads this shape into its own schema (api/src/config.ts, workers/src/config.ts) and
 * parses the whole once. `npm run docs:config` writes docs/configuration.md from the descriptions.
 */
export const sharedEnvShape = {
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` turns every fallback off: a key required in production that is missing stops the process with its name.'),
  DATABASE_URL: z.string().min(1).describe('Postgres connection string. `npm start` and `npm run dev` find or start a Postgres and set it.'),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379').describe('Redis: queues, rate limits, statistics salts and visitor arrivals.'),
  QUEUE_PREFIX: z
    .string()
    .min(1)
    .default('voltline')
    .describe('Prefix of every queue and rate-limit key in Redis; the api and the workers must agree (the tests use one per run).'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('Level of the pino log on stdout.'),
  LOG_PRETTY: z
    .enum(['0', '1'])
    .optional()
    .describe(
      'Log format outside production: unset, one readable line per entry (pino-pretty) when stdout is a terminal and JSON otherwise; `1` readable lines everywhere, `0` JSON everywhere. Production always writes JSON.',
    ),
  ...storageEnvShape,
};
