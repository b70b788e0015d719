/**
 * `npm run bench:workers`: the CPU the workers, Redis and Postgres spend per statistics job, with
 * nothing else running. Queues JOBS batches of PER page views (each from another visitor), starts
 * the workers process, waits until the queue is empty, and prints CPU time per job. The workers'
 * start-up (about 1.3 s of CPU for tsx) is included: use a few thousand jobs.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { STATISTICS_JOB_OPTIONS } from '@voltline/contracts/jobs';
import { cpuSecondsOfTree, cpuSeconds, isPostgres, isRedis, probeDatabase, redisUrl } from './support';

const root = resolve(import.meta.dirname, '../..');
const JOBS = Number(process.env.JOBS ?? 4000);
const PER = Number(process.env.PER ?? 43);
const probe = await probeDatabase();
const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
const queue = new Queue('statistics', { connection: redis, prefix: probe.prefix });
const events = Array.from({ length: PER }, (_, i) => ({
  k: 'view',
  day: '2020-01-01',
  site: 'us',
  uri: `/p/${i % 7}`,
  visitor: randomBytes(16).toString('hex'),
}));
for (let i = 0; i < JOBS; i += 500)
  await queue.addBulk(
    Array.from({ length: Math.min(500, JOBS - i) }, () => ({
      name: 'batch',
      data: { events },
      opts: { ...STATISTICS_JOB_OPTIONS, jobId: `probe-${randomBytes(8).toString('hex')}` },
    })),
  );
// The workers process is started below: all its CPU is this probe's (w0 = 0).
const [w0, r0, p0] = [0, cpuSeconds(isRedis), cpuSeconds(isPostgres)];
const t0 = Date.now();
const child = spawn(process.execPath, [...(process.env.NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', resolve(root, 'workers/src/main.ts')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: probe.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: probe.prefix,
    PUBLIC_URL: 'http://x.test',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_FROM: 'a <a@x.test>',
    LOG_LEVEL: 'warn',
    WORKERS_METRICS_PORT: '0',
  },
  stdio: 'inherit',
});
for (;;) {
  await new Promise((r) => setTimeout(r, 50));
  const c = await queue.getJobCounts('waiting', 'active');
  if ((c.waiting ?? 0) + (c.active ?? 0) === 0) break;
}
const wall = Date.now() - t0;
const [w1, r1, p1] = [cpuSecondsOfTree(child.pid!), cpuSeconds(isRedis), cpuSeconds(isPostgres)];
console.log(
  `${JOBS} jobs x ${PER}: wall ${wall} ms (incl. start); cpu workers ${(w1 - w0).toFixed(2)} s, redis ${(r1 - r0).toFixed(2)} s, pg ${(p1 - p0).toFixed(2)} s; per job: workers ${(((w1 - w0) * 1e6) / JOBS).toFixed(0)} us, redis ${(((r1 - r0) * 1e6) / JOBS).toFixed(0)} us, pg ${(((p1 - p0) * 1e6) / JOBS).toFixed(0)} us`,
);
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
await queue.close();
redis.disconnect();
await probe.drop();
process.exit(0);
