import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '@voltline/db';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { onCleanup } from './cleanup';
import { createFaultDatabase, type FaultDatabase } from './database';
import { startApiProcess, startWorkersProcess, type ApiProcess, type ServiceProcess } from './processes';
import { startRedisServer, type RedisServer } from './redis-server';

/**
 * A whole system of a fault test's own: its database, its redis-server, an SMTP sink, and the api
 * and workers as processes (one or more of each) sharing them, as in production.
 */
export interface FaultSystem {
  database: FaultDatabase;
  db: Db;
  redis: RedisServer;
  smtp: SmtpSink;
  apis: ApiProcess[];
  workers: ServiceProcess[];
  /** The first api's address. */
  baseUrl: string;
  careEmail: string;
  /** The environment every process got (for a process the test starts later). */
  env: Record<string, string>;
}

export interface FaultSystemOptions {
  apis?: number;
  workers?: number;
  /** The SMTP sink waits this long in each transaction. */
  smtpDelayMs?: number;
  /** Extra workers configuration (shortened retries...). */
  workersEnv?: Record<string, string>;
  /** Extra configuration of every process (ANALYTICS_TOKEN...). */
  env?: Record<string, string>;
}

export async function startFaultSystem(options: FaultSystemOptions = {}): Promise<FaultSystem> {
  const [database, redis, smtp, uploadDir] = await Promise.all([
    createFaultDatabase(),
    startRedisServer(),
    startSmtpSink({ delayMs: options.smtpDelayMs }),
    mkdtemp(join(tmpdir(), 'voltline-fault-uploads-')),
  ]);
  onCleanup(() => smtp.close());
  onCleanup(() => rm(uploadDir, { recursive: true, force: true }));
  const careEmail = `care-${randomBytes(3).toString('hex')}@voltline.example`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'fault',
    SMTP_URL: smtp.url,
    UPLOAD_DIR: uploadDir,
    CARE_EMAIL: careEmail,
    // Each submission comes from its own address (X-Forwarded-For), so per-IP limits stay out of the way.
    TRUST_PROXY: '1',
    OUTBOX_SWEEP_MS: '300',
    OUTBOX_GRACE_MS: '0',
    OUTBOX_RECHECK_MS: '2000',
    MAIL_CLAIM_LEASE_MS: '3000',
    ...options.env,
  };
  const apis = await Promise.all(Array.from({ length: options.apis ?? 1 }, (_, i) => startApiProcess(env, `api${i + 1}`)));
  // A cold api opens its Postgres connections on first use; on a busy machine the first burst of
  // transactions can wait longer than Prisma's 2 s to start one. Open a few before the test begins.
  await Promise.all(apis.flatMap((api) => Array.from({ length: 6 }, () => fetch(`${api.baseUrl}/health/ready`).then((r) => r.arrayBuffer()))));
  const workersEnv = { ...env, PUBLIC_URL: apis[0]!.baseUrl, ...options.workersEnv };
  const workers = await Promise.all(Array.from({ length: options.workers ?? 1 }, (_, i) => startWorkersProcess(workersEnv, `workers${i + 1}`)));
  const db = createDb(database.url, { poolSize: 3 });
  onCleanup(() => db.$disconnect());
  return { database, db, redis, smtp, apis, workers, baseUrl: apis[0]!.baseUrl, careEmail, env: workersEnv };
}

/** Runs `task` for 0..count-1, `parallel` at a time, in order of start; returns the results in index order. */
export async function inParallel<T>(count: number, parallel: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** Polls `read` until `done` holds for its value; the error names what was last seen. */
export async function waitUntil<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
