import { afterAll, beforeAll, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '@voltline/api/app';
import { loadConfig } from '@voltline/api/config';
import { createDb, type Db } from '@voltline/db';
import { loadWorkersConfig } from '@voltline/workers/config';
import { startWorkers, type RunningWorkers } from '@voltline/workers/workers';
import { QUEUES } from '@voltline/contracts/jobs';
import { Queue } from 'bullmq';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { late } from './late';
import { freePort } from '../../scripts/services';
import { hashPassword } from '../../api/src/modules/account/password';

/**
 * The system as it runs in production, in this process: the api on a real port, the workers on
 * real Redis, mail to a real SMTP sink, data in this run's database. Each stack gets its own
 * queue prefix.
 */
export interface Stack {
  app: FastifyInstance;
  baseUrl: string;
  db: Db;
  smtp: SmtpSink;
  /** Where this stack's api stores uploads and its workers read them (removed on close). */
  uploadDir: string;
  /** The care team's mailbox: contact requests are forwarded there. */
  careEmail: string;
  workers?: RunningWorkers;
  /** This stack's BullMQ key prefix. */
  prefix: string;
  startWorkers(): Promise<RunningWorkers>;
  /**
   * Resolves once nothing is left to do: every outbox row handed over and no mail, order or
   * statistics job waiting, running or waiting for a retry. A "no second email" check asserts after
   * this, never after a fixed sleep: a mail that was going to be sent has been sent by then.
   */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Where the api hands jobs over; a dead port simulates Redis being down at request time. */
  queueRedisUrl?: string;
  workers?: boolean;
  /** Extra api configuration (ANALYTICS_TOKEN, OPS_USER...). */
  env?: Record<string, string>;
  /** Extra workers configuration (SMTP_CHECK_MS, MAIL_RETRY_BASE_MS...). */
  workersEnv?: Record<string, string>;
  /** Where the workers log (a test that reads their log lines); unset, pino at LOG_LEVEL warn. */
  workersLogger?: Logger;
  /** Where the api's log lines go (they are read from there by tests of the logs). */
  logStream?: { write(line: string): void };
  /** Called with the built api before it listens: a test may add a route of its own. */
  beforeListen?: (app: FastifyInstance) => void;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A confirmed account (Ann Smith, us site) written straight to the database, for tests about signing in rather than signing up; returns its email. */
export async function confirmedAccount(db: Db, tag: string, password: string): Promise<string> {
  const email = uniqueEmail(tag);
  await db.customer.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      username: 'ann',
      fullname: 'Ann Smith',
      country: 'Germany',
      site: 'us',
      emailVerifiedAt: new Date(),
    },
  });
  return email;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const databaseUrl = inject('databaseUrl');
  const redisUrl = inject('redisUrl');
  const prefix = `${inject('queuePrefix')}-${randomBytes(3).toString('hex')}`;
  const smtp = await startSmtpSink();
  const uploadDir = await mkdtemp(join(tmpdir(), 'voltline-uploads-'));
  const careEmail = `care-${randomBytes(3).toString('hex')}@voltline.example`;

  // The port must be known before the app is built (PUBLIC_URL, the origin check), so it is picked
  // first; another socket of this machine may take it in the meantime: then pick again.
  let app: FastifyInstance | undefined;
  let baseUrl = '';
  for (let attempt = 1; !app; attempt++) {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const candidate = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        QUEUE_REDIS_URL: options.queueRedisUrl ?? redisUrl,
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        UPLOAD_DIR: uploadDir,
        CARE_EMAIL: careEmail,
        ...options.env,
      }),
      { logStream: options.logStream },
    );
    options.beforeListen?.(candidate);
    try {
      await candidate.listen({ port, host: '127.0.0.1' });
      app = candidate;
    } catch (error) {
      await candidate.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
    }
  }
  // The api listens after waiting at most 2 s for Redis (it serves reads without it); on a busy
  // machine the connection can take longer, and a test's first statistics event would be refused
  // (626, correctly). A stack on the shared Redis starts its tests once the api is connected.
  if (options.queueRedisUrl === undefined && app.redis.status !== 'ready') {
    const redis = app.redis;
    await new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('the api did not connect to Redis within 30 s')), 30_000);
      redis.once('ready', () => {
        clearTimeout(limit);
        resolve();
      });
    });
  }
  const db = createDb(databaseUrl, { poolSize: 2 });
  // The database's clock, not this process's: a test may fake Date.
  const startedAt = (await db.$queryRaw<{ now: Date }[]>`SELECT now() AS now`)[0]!.now;
  let watched: Queue[] | undefined;

  const stack: Stack = {
    app,
    baseUrl,
    db,
    smtp,
    uploadDir,
    careEmail,
    prefix,
    async startWorkers() {
      stack.workers = await startWorkers(
        loadWorkersConfig({
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: prefix,
          SMTP_URL: smtp.url,
          PUBLIC_URL: baseUrl,
          OUTBOX_SWEEP_MS: '300',
          OUTBOX_GRACE_MS: '0',
          LOG_LEVEL: 'warn',
          UPLOAD_DIR: uploadDir,
          // Their /metrics on a free port: WORKERS_METRICS_PORT is RunningWorkers.metricsPort.
          WORKERS_METRICS_PORT: '0',
          WORKERS_METRICS_HOST: '127.0.0.1',
          ...options.workersEnv,
        }),
        options.workersLogger,
      );
      return stack.workers;
    },
    async settled(timeoutMs = 30_000) {
      watched ??= WORK_QUEUES.map((name) => new Queue(name, { connection: { url: redisUrl }, prefix }));
      const queues = watched;
      await waitUntil(() => isSettled(db, queues), timeoutMs, 'the outbox and the queues to settle');
    },
    async close() {
      await Promise.all((watched ?? []).map((q) => q.close()));
      await stack.workers?.close();
      // The outbox rows this stack wrote and its workers did not finish (a stack without workers,
      // a stack closed with mail in flight) stay in the database that every file of the run
      // shares, with their jobs under this stack's queue prefix. The next file's workers would find
      // those jobs "lost from Redis" and run them again in their own queues: someone else's mail,
      // in the queues that test waits to see settle (a CI run timed out on exactly that). A file
      // leaves no unfinished outbox row behind.
      await db.outboxEvent.deleteMany({ where: { createdAt: { gte: startedAt }, completedAt: null, failedAt: null } });
      await app.close();
      await db.$disconnect();
      await smtp.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
  if (options.workers !== false) await stack.startWorkers();
  return stack;
}

/**
 * A stack for the suite where this is called: started in a beforeAll, closed in an afterAll. What
 * it returns stands for the stack in hooks registered after it and in tests (not while the file
 * is being collected). A suite's own beforeAll runs after this one, its own afterAll before it.
 */
export function suiteStack(options: StackOptions = {}): Stack {
  const stack = late<Stack>('the stack');
  beforeAll(async () => {
    stack.set(await startStack(options));
  });
  afterAll(async () => {
    await stack.value?.close();
  });
  return stack.handle;
}

/** Polls `check` until it holds; the only way tests wait (never a fixed sleep before an assertion). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Queues whose jobs carry work a test can observe (the outbox queue only holds the sweep's ticks). */
const WORK_QUEUES = [QUEUES.mail.name, QUEUES.orders.name, QUEUES.statistics.name] as const;

async function isSettled(db: Db, queues: Queue[]): Promise<boolean> {
  if ((await db.outboxEvent.count({ where: { dispatchedAt: null } })) > 0) return false;
  for (const queue of queues) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'waiting-children');
    if (Object.values(counts).some((n) => n > 0)) return false;
    // Scheduled sweeps always have their next tick delayed; anything else delayed is a retry.
    const delayed = await queue.getDelayed();
    if (delayed.some((job) => !job.repeatJobKey)) return false;
  }
  return true;
}

/** POSTs a form the way the old client does (application/x-www-form-urlencoded). */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { http: response.status, headers: response.headers, body: (await response.json()) as { state: number; status: number; message: string; data?: any } };
}

export async function getJson(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return { http: response.status, headers: response.headers, body: (await response.json()) as { state: number; status: number; message: string; data?: any } };
}
