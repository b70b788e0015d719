import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { findPostgres, findRedis, freePort, portAnswers, stopChild } from '../scripts/services';
import { campaignMix } from './campaign-mix';
import { runLoad, type LoadResult } from './load';
import { cpuSeconds, isPostgres, isRedis } from './probes/support';

/**
 * `npm run bench`: the real server (api + workers on Postgres and Redis) against a bare Fastify
 * server in the same run, loaded by autocannon from a separate process. Prints req/s, latency,
 * errors and the ratio to the bare server; after the statistics run, checks that every 200 was
 * counted and how long the workers took to drain.
 */
const root = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const BENCH_DAY = '2020-01-01';
/** BENCH_ONLY=kanban skips the read scenarios (a quicker loop while working on ingestion). */
const KANBAN_ONLY = process.env.BENCH_ONLY === 'kanban';

const children: ChildProcess[] = [];
const say = (s: string) => process.stdout.write(`${s}\n`);

async function waitForPort(port: number) {
  for (let i = 0; i < 300; i++) {
    if (await portAnswers('127.0.0.1', port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

function start(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", goes to the api and workers (profiling).
  const nodeArgs = entry.startsWith('bench/') ? [] : (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(root, entry)], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function main() {
  const postgres = await findPostgres(resolve(root, '.data'));
  const redis = await findRedis(resolve(root, '.data'));
  if (!redis) throw new Error('no Redis: set REDIS_URL or start one on 127.0.0.1:6379');
  const runId = randomBytes(3).toString('hex');
  const [API_PORT, BARE_PORT] = [await freePort(), await freePort()];
  const dbUrl = new URL(postgres.url);
  dbUrl.pathname = `/voltline_bench_${runId}`;
  const databaseUrl = dbUrl.toString();
  const prefix = `bench-${runId}`;

  await ensureDatabase(databaseUrl);
  await migrateDatabase(databaseUrl);
  const db = createDb(databaseUrl, { poolSize: 2 });
  await seedDatabase(db);

  const env = { NODE_ENV: 'production', PORT: String(API_PORT), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${API_PORT}`, SESSION_SECRET: randomBytes(32).toString('hex'), SMTP_URL: 'smtp://127.0.0.1:1', CARE_EMAIL: 'care@example.com', DATABASE_URL: databaseUrl, REDIS_URL: redis.url, QUEUE_PREFIX: prefix, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' };
  start('api/src/server.ts', env);
  start('workers/src/main.ts', env);
  start('bench/bare-server.ts', { PORT: String(BARE_PORT) });
  await Promise.all([waitForPort(API_PORT), waitForPort(BARE_PORT)]);

  const api = `http://127.0.0.1:${API_PORT}`;
  const bare = `http://127.0.0.1:${BARE_PORT}`;
  const form = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA };
  const sites = (await (await fetch(`${api}/api/front/site/list`)).json()) as { data: { id: number }[] };
  const siteId = sites.data[0]!.id;

  const rows: { name: string; r: LoadResult; base: LoadResult }[] = [];
  const load = (url: string, extra: Partial<Parameters<typeof runLoad>[0]> = {}) => runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...extra });

  // Warm both servers up (JIT, caches, connection pools) before measuring.
  await load(`${api}/api/front/site/list`, { seconds: 2 });
  await load(`${bare}/`, { seconds: 2 });

  say(`load: ${CONNECTIONS} connections, ${SECONDS} s per scenario, autocannon in its own process\n`);
  const bareGet = await load(`${bare}/api/front/site/list`);
  const barePost = await load(`${bare}/api/front/kanban/daily_views_ip`, { method: 'POST', headers: form, requests: campaignMix(BENCH_DAY, BROWSER_UA) });

  // Campaign landings are mixed in: of every ten views, two land with a campaign (one also from
  // another site), one comes from a search engine, the rest are later views of the same visitors.
  const cpuBefore = cpuByPart();
  const kanban = await load(`${api}/api/front/kanban/daily_views_ip`, { method: 'POST', headers: form, requests: campaignMix(BENCH_DAY, BROWSER_UA) });
  const loadEnded = Date.now();
  rows.push({ name: 'kanban/daily_views_ip (POST form)', r: kanban, base: barePost });

  // Drain: the workers fold every batch; then every 200 must be one counted view.
  const queue = new Queue('kanban', { connection: new Redis(redis.url, { maxRetriesPerRequest: null }), prefix });
  let drainMs = -1;
  for (let i = 0; i < 1200; i++) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((n) => n === 0)) {
      drainMs = Date.now() - loadEnded;
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const cpuAfter = cpuByPart();
  const [counted] = await db.$queryRaw<{ views: bigint | null }[]>`SELECT sum(views) AS views FROM page_view_daily WHERE day = ${BENCH_DAY}::date`;
  const views = Number(counted?.views ?? 0);
  // Every counted view is counted under an arrival too (a campaign, a referral or direct).
  const [attributed] = await db.$queryRaw<{ views: bigint | null }[]>`SELECT sum(views) AS views FROM campaign_daily WHERE day = ${BENCH_DAY}::date`;
  const campaignViews = Number(attributed?.views ?? 0);
  // Batch size is what makes ingestion cheap: the workers pay per job, the api per request.
  const [folded] = await db.$queryRaw<{ jobs: bigint }[]>`SELECT count(*) AS jobs FROM kanban_batch`;
  const jobs = Number(folded?.jobs ?? 0);

  if (!KANBAN_ONLY) {
    rows.push({ name: 'site/list', r: await load(`${api}/api/front/site/list`), base: bareGet });
    rows.push({ name: 'front_menu/list', r: await load(`${api}/api/front/front_menu/list?site_id=${siteId}`), base: bareGet });
    rows.push({ name: 'product/list', r: await load(`${api}/api/front/product/list?site_id=${siteId}`), base: bareGet });

    // Server-rendered pages against a bare server sending the same bytes from memory.
    const pagePaths = ['/index?site=us', '/product/vl-cc100?site=us'];
    const pages: Record<string, string> = {};
    for (const path of pagePaths) pages[path] = await (await fetch(`${api}${path}`)).text();
    const pagesFile = resolve(tmpdir(), `voltline-bench-pages-${runId}.json`);
    writeFileSync(pagesFile, JSON.stringify(pages));
    const PAGES_PORT = await freePort();
    start('bench/bare-server.ts', { PORT: String(PAGES_PORT), BENCH_PAGES: pagesFile });
    await waitForPort(PAGES_PORT);
    for (const path of pagePaths) {
      const base = await load(`http://127.0.0.1:${PAGES_PORT}${path}`);
      rows.push({ name: `page ${path} (${Math.round(pages[path]!.length / 1024)} KB)`, r: await load(`${api}${path}`), base });
    }
    rmSync(pagesFile, { force: true });
  }

  const fmt = (n: number, d = 0) => n.toFixed(d).padStart(9);
  say('scenario                              req/s   p50 ms   p99 ms   errors  non-2xx   bare req/s   ratio');
  for (const { name, r, base } of rows) {
    say(`${name.padEnd(34)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${fmt(r.errors)}${fmt(r.non2xx)}${fmt(base.rps).padStart(13)}${fmt(r.rps / base.rps, 2).padStart(8)}`);
  }
  say(`${'bare Fastify GET'.padEnd(34)}${fmt(bareGet.rps)}${fmt(bareGet.p50, 1)}${fmt(bareGet.p99, 1)}${fmt(bareGet.errors)}${fmt(bareGet.non2xx)}`);
  say(`${'bare Fastify POST form'.padEnd(34)}${fmt(barePost.rps)}${fmt(barePost.p50, 1)}${fmt(barePost.p99, 1)}${fmt(barePost.errors)}${fmt(barePost.non2xx)}`);
  say('');
  // autocannon stops counting at the deadline while up to CONNECTIONS requests are still in flight;
  // those are answered and counted by the server too, so counted may exceed autocannon's 200s by
  // at most CONNECTIONS. Lost is a 200 that was never counted.
  const lost = Math.max(0, kanban.ok - views);
  const inFlight = Math.max(0, views - kanban.ok);
  say(`statistics: ${kanban.ok} answered 200 (+${inFlight} in flight at the deadline), ${views} counted, lost ${lost}; workers drained ${drainMs >= 0 ? `${drainMs} ms after the load ended` : 'NOT within 30 s'}`);
  say(`campaigns: ${campaignViews} of the ${views} counted views counted under an arrival${campaignViews === views ? '' : ' (MISMATCH)'}`);
  // The ratio moves with whatever else the host runs; CPU per view does much less, and says where it goes.
  const perView = (part: keyof typeof cpuBefore) => ((cpuAfter[part] - cpuBefore[part]) * 1e6) / Math.max(1, views);
  say(`CPU per counted view (us): ${Object.keys(cpuBefore).map((part) => `${part} ${perView(part as keyof typeof cpuBefore).toFixed(1)}`).join(', ')}`);
  say(`batches: ${jobs} jobs folded, ${jobs > 0 ? Math.round(views / jobs) : 0} events per job on average`);

  await queue.close();
  await db.$disconnect();
  const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
  await cleanup();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "voltline_bench_${runId}" WITH (FORCE)`);
  await admin.end();
  const r = new Redis(redis.url);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.unlink(...keys);
  r.disconnect();
  await postgres.stop();
  await redis.stop();
  process.exit(kanban.ok <= views && views - kanban.ok <= CONNECTIONS && campaignViews === views ? 0 : 1);
}

/**
 * CPU seconds so far of each server-side part of the statistics path, read from /proc by command
 * line: any other api, workers, Redis or Postgres process on the machine counts too, so measure on
 * a quiet one. The load generator is not among them (it has exited by the time of the second read).
 */
function cpuByPart() {
  return {
    api: cpuSeconds((c) => c.includes('api/src/server.ts')),
    workers: cpuSeconds((c) => c.includes('workers/src/main.ts')),
    redis: cpuSeconds(isRedis),
    postgres: cpuSeconds(isPostgres),
  };
}

async function cleanup() {
  await Promise.all(children.map((c) => stopChild(c)));
}

main().catch(async (error: unknown) => {
  say(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup();
  process.exit(1);
});
