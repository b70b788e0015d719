/**
 * `npm run bench:api`: the api's own CPU per request, with no workers running (statistics jobs
 * just pile up in Redis and are removed at the end). Loads one route with autocannon (100
 * connections, 10 s) and prints req/s and CPU microseconds per request of the server and of Redis.
 *
 *   npm run bench:api                                  # POST statistics/daily_views_ip (form)
 *   PROBE_GET=/api/front/site/list npm run bench:api   # a GET
 *   PROBE_BARE=1 npm run bench:api                     # the bare Fastify server, for comparison
 *   NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:api
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createDb } from '@voltline/db';
import { seedDatabase } from '@voltline/db/seed';
import { freePort, portAnswers, stopChild } from '../../scripts/services';
import { runLoad } from '../load';
import { campaignMix } from '../campaign-mix';
import { BROWSER_FORM_HEADERS } from '../browser';
import { cpuSecondsOfTree, cpuSeconds, isRedis, probeDatabase, redisUrl } from './support';
import { statisticsPath } from '@voltline/contracts';

const root = resolve(import.meta.dirname, '../..');
const entry = resolve(root, process.env.PROBE_BARE ? 'bench/bare-server.ts' : 'api/src/server.ts');
const probe = await probeDatabase();
const db = createDb(probe.url, { poolSize: 1 });
await seedDatabase(db);
await db.$disconnect();

const port = await freePort();
const child = spawn(process.execPath, [...(process.env.NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', entry], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:1',
    CARE_EMAIL: 'care@example.com',
    DATABASE_URL: probe.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: probe.prefix,
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
while (!(await portAnswers('127.0.0.1', port))) await new Promise((r) => setTimeout(r, 100));

// Today: the api counts only events dated within a day of its own date (docs/decisions/0022).
const day = new Date().toISOString().slice(0, 10);
const body = new URLSearchParams({ local_time: `${day} 12:00:00`, site_id: '1', site: 'us', uri: '/index' }).toString();
const base = `http://127.0.0.1:${port}`;
const request = process.env.PROBE_GET
  ? { url: `${base}${process.env.PROBE_GET}`, method: 'GET' as const }
  : {
      url: `${base}${statisticsPath('daily_views_ip')}`,
      method: 'POST' as const,
      headers: BROWSER_FORM_HEADERS,
      ...(process.env.PROBE_MIX ? { mix: campaignMix(day) } : { body }),
    };

await runLoad({ ...request, connections: 100, seconds: 3 }); // warm-up: JIT, caches, the day's salt
// The server by its process id (and descendants); Redis is the shared one, matched by command line.
const [s0, r0] = [cpuSecondsOfTree(child.pid!), cpuSeconds(isRedis)];
const result = await runLoad({ ...request, connections: 100, seconds: 10 });
const [s1, r1] = [cpuSecondsOfTree(child.pid!), cpuSeconds(isRedis)];
const perRequest = (seconds: number) => ((seconds * 1e6) / result.answered).toFixed(1);
console.log(
  `${request.method} ${request.url.replace(base, '')}${process.env.PROBE_BARE ? ' (bare server)' : ''}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
    `non-2xx ${result.non2xx}; CPU per request: server ${perRequest(s1 - s0)} us, Redis ${perRequest(r1 - r0)} us`,
);

await stopChild(child);
await probe.drop();
process.exit(0);
