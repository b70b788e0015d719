import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { findPostgres, findRedis, freePort, portAnswers, stopChild } from '../scripts/services';
import { CAMPAIGN_VISITORS, campaignMix, kindsSent, type MixedRequest, type StatisticsKind } from './campaign-mix';
import { cpuSecondsBetween, readProcessTable, ticksOf, withDescendants, type ProcStat } from './cpu';
import { runLoad } from './load';
import { renderRun, replaceDocsBlock, statisticsPassed, type Measurement, type RunInfo, type ScenarioResult, type StatisticsCheck } from './report';
import { scenarios, type Request, type Scenario } from './scenarios';

/**
 * `npm run bench`: the real api (started with one process, and again with two) and workers on
 * Postgres and a private Redis, against a bare Fastify server (bench/bare-server.ts), loaded by
 * autocannon from its own process. Every scenario and its baseline are measured in every round,
 * one after the other; the figures are medians over the rounds. docs/benchmarks.md says what it
 * measures and holds the current figures (`--write-docs`).
 *
 *   npm run bench                    # 4 rounds of 8 s per server and scenario (about 8 minutes)
 *   npm run bench -- --quick         # 2 rounds of 2 s: a smoke run
 *   npm run bench -- --write-docs    # also writes the tables into docs/benchmarks.md
 *   BENCH_ONLY=page|read|statistics  BENCH_ROUNDS=n  BENCH_SECONDS=n  BENCH_LOG_LEVEL=warn
 *   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   # flags for the api and workers
 */
const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const WRITE_DOCS = argv.includes('--write-docs');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 8));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 2 : 4));
const WARMUP_SECONDS = QUICK ? 1 : 2;
const CONNECTIONS = 100;
const ONLY = process.env.BENCH_ONLY;
const DOCS = resolve(root, 'docs/benchmarks.md');

const children: ChildProcess[] = [];
const services: ChildProcess[] = [];
const say = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForPort(port: number, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await portAnswers('127.0.0.1', port)) return;
    await sleep(100);
  }
  throw new Error(`${what}: nothing listens on ${port} after 60 s`);
}

function start(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const nodeArgs = entry.startsWith('bench/') ? [] : (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', resolve(root, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/**
 * Node processes answering in an api start: the started process alone, or the workers of a
 * node:cluster primary (its other descendants, such as tsx's esbuild service, are not node).
 */
function servingProcesses(pid: number, table = readProcessTable()): number {
  const tree = withDescendants([pid], table);
  const nodes = table.filter((p) => tree.has(p.pid) && p.name === 'node').length;
  return nodes > 1 ? nodes - 1 : nodes;
}

/** Redis for this run alone, so its CPU is this run's; a shared one (no redis-server binary) is not counted. */
async function startRedis(): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  if (spawnSync('redis-server', ['--version']).status === 0) {
    const port = await freePort();
    // No persistence: the run's data is thrown away. noeviction: BullMQ must never lose a job.
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      { stdio: 'ignore' },
    );
    // Stopped after the api and workers (cleanup), which would otherwise complain of a lost Redis.
    services.push(child);
    await waitForPort(port, 'redis-server');
    return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
  }
  const shared = await findRedis(resolve(root, '.data'));
  if (!shared) throw new Error('no redis-server binary and no Redis: set REDIS_URL or install redis-server');
  return { url: shared.url, pid: undefined, stop: () => shared.stop() };
}

/** A GET with its raw (still compressed) body, as the load generator receives it. */
function fetchRaw(url: string, headers: Readonly<Record<string, string>>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Each statistics load sends on a site code of its own ("ba", "bb", ...; no seeded site uses them),
 * so its check counts that load alone. The day is today's: the api counts only events dated within
 * a day of its own date (docs/decisions/0022-statistics-local-time-window.md).
 */
const statisticsSite = (n: number) => String.fromCharCode(98 + (Math.floor(n / 26) % 25), 97 + (n % 26));
const today = () => new Date().toISOString().slice(0, 10);

async function main() {
  const postgres = await findPostgres(resolve(root, '.data'));
  const redis = await startRedis();
  const runId = randomBytes(3).toString('hex');
  const dbUrl = new URL(postgres.url);
  dbUrl.pathname = `/voltline_bench_${runId}`;
  const databaseUrl = dbUrl.toString();
  const prefix = `bench-${runId}`;

  await ensureDatabase(databaseUrl);
  await migrateDatabase(databaseUrl);
  const db = createDb(databaseUrl, { poolSize: 1 });
  await seedDatabase(db);
  await db.$disconnect();
  // The bench's own connection: its backend is left out of the Postgres CPU.
  const own = new pg.Client({ connectionString: databaseUrl });
  await own.connect();

  const [API1_PORT, API2_PORT, BARE_PORT] = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:1',
    CARE_EMAIL: 'care@example.com',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // Visitors of the statistics mix differ by X-Forwarded-For: the load generator, on loopback,
    // stands for the production proxy (docs/operations.md, "Scaling").
    TRUST_PROXY: 'loopback',
  };
  const apiEnv = (port: number, processes: number) => ({
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_PROCESSES: String(processes),
  });
  // Its /metrics on a free port: another bench or a developer's workers may hold 9464.
  const workers = start('workers/src/main.ts', { ...env, PUBLIC_URL: `http://127.0.0.1:${API1_PORT}`, WORKERS_METRICS_PORT: '0' });
  const api1 = start('api/src/server.ts', apiEnv(API1_PORT, 1));
  let api2: ChildProcess | undefined = start('api/src/server.ts', apiEnv(API2_PORT, 2));
  await Promise.all([waitForPort(API1_PORT, 'api (1 process)'), waitForPort(API2_PORT, 'api (2 processes)')]);
  // A cluster's workers start one by one after the port first answers.
  let two = servingProcesses(api2.pid!);
  for (let i = 0; i < 100 && two < 2; i++) {
    await sleep(200);
    two = servingProcesses(api2.pid!);
  }
  const apiProcesses = { one: servingProcesses(api1.pid!), two: two >= 2 ? two : undefined };
  if (apiProcesses.two === undefined) {
    say('The api started one process for API_PROCESSES=2: the 2-process scenario is left out.');
    await stopChild(api2);
    api2 = undefined;
  }

  const api1Url = `http://127.0.0.1:${API1_PORT}`;
  const sites = (await (await fetch(`${api1Url}/api/front/site/list`)).json()) as { data: { id: number }[] };
  const chosen = scenarios(sites.data[0]!.id).filter((s) => !ONLY || s.kind === ONLY);

  // The pages as the api sends them to a phone: the bare server answers these very bytes.
  const pages: Record<string, { body: string; headers: Record<string, string> }> = {};
  const encodings: Record<string, string> = {};
  for (const s of chosen.filter((c) => c.kind === 'page')) {
    const page = await fetchRaw(`${api1Url}${s.request.path}`, s.request.headers);
    if (page.status !== 200) throw new Error(`${s.request.path} answered ${page.status}`);
    const headers: Record<string, string> = { 'content-type': String(page.headers['content-type']) };
    for (const name of ['content-encoding', 'vary'] as const) if (page.headers[name]) headers[name] = String(page.headers[name]);
    pages[s.request.path] = { body: page.body.toString('base64'), headers };
    encodings[s.request.path] = headers['content-encoding'] ?? 'identity (none)';
  }
  const pagesFile = resolve(tmpdir(), `voltline-bench-pages-${runId}.json`);
  writeFileSync(pagesFile, JSON.stringify(pages));
  const bare = start('bench/bare-server.ts', { PORT: String(BARE_PORT), BENCH_PAGES: pagesFile });
  await waitForPort(BARE_PORT, 'bare server');
  rmSync(pagesFile, { force: true });

  const queueConnection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const queue = new Queue('statistics', { connection: queueConnection, prefix });
  const targets = {
    bare: { url: `http://127.0.0.1:${BARE_PORT}`, pid: bare.pid! },
    one: { url: api1Url, pid: api1.pid! },
    two: api2 ? { url: `http://127.0.0.1:${API2_PORT}`, pid: api2.pid! } : undefined,
  };

  interface Snapshot {
    table: ProcStat[];
    postgres: number[];
  }
  const snapshot = async (): Promise<Snapshot> => {
    const { rows } = await own.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return { postgres: rows.map((r) => r.pid), table: readProcessTable() };
  };
  const cpuOf = (before: Snapshot, after: Snapshot, pids: (t: ProcStat[], s: Snapshot) => Iterable<number>) =>
    cpuSecondsBetween(ticksOf(pids(before.table, before), before.table), ticksOf(pids(after.table, after), after.table));
  const tree = (pid: number) => (t: ProcStat[]) => withDescendants([pid], t);

  let loads = 0;
  const counted = async (site: string) => {
    const { rows } = await own.query<Record<'views' | 'productClicks' | 'articleClicks' | 'shares' | 'attributed' | 'visitors', string>>(
      `SELECT (SELECT coalesce(sum(views), 0) FROM page_view_daily WHERE site = $1) AS views,
              (SELECT coalesce(sum(clicks), 0) FROM product_click_daily WHERE site = $1) AS "productClicks",
              (SELECT coalesce(sum(clicks), 0) FROM article_click_daily WHERE site = $1) AS "articleClicks",
              (SELECT coalesce(sum(shares), 0) FROM share_daily WHERE site = $1) AS shares,
              (SELECT coalesce(sum(views), 0) FROM campaign_daily WHERE site = $1) AS attributed,
              (SELECT count(DISTINCT visitor) FROM page_visitor_daily WHERE site = $1) AS visitors`,
      [site],
    );
    const n = (key: keyof (typeof rows)[number]) => Number(rows[0]![key]);
    const byKind: Record<StatisticsKind, number> = {
      view: n('views'),
      'product click': n('productClicks'),
      'article click': n('articleClicks'),
      share: n('shares'),
    };
    return { byKind, total: Object.values(byKind).reduce((a, b) => a + b, 0), attributed: n('attributed'), visitors: n('visitors') };
  };
  /** Until the queue is empty and the load's count stops moving: every accepted view folded. */
  const drain = async (site: string, since: number) => {
    let last = -1;
    let settledAt = 0;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(jobs).every((n) => n === 0)) {
        const now = (await counted(site)).total;
        if (now === last) return settledAt - since;
        [last, settledAt] = [now, Date.now()];
        await sleep(250);
      } else await sleep(25);
    }
    throw new Error(`the workers did not fold site ${site} within 120 s`);
  };

  /** One load of one server; for the api's statistics, also the fold of its own day and its check. */
  const measure = async (
    s: Scenario,
    request: Request,
    target: { url: string; pid: number },
    o: { seconds: number; amount?: number; check?: StatisticsCheck[] },
  ): Promise<Measurement> => {
    const statistics = s.kind === 'statistics';
    const site = statisticsSite(loads++);
    const day = today();
    const mix: MixedRequest[] | undefined = statistics ? campaignMix(day, CAMPAIGN_VISITORS, site) : undefined;
    const before = await snapshot();
    const load = await runLoad({
      url: `${target.url}${request.path}`,
      method: request.method,
      headers: request.headers,
      connections: CONNECTIONS,
      seconds: o.seconds,
      amount: o.amount,
      mix,
    });
    const loadEnded = Date.now();
    const drainMs = statistics && target !== targets.bare ? await drain(site, loadEnded) : 0;
    const after = await snapshot();
    if (o.check && mix) {
      const c = await counted(site);
      // Requests leave in the mix's order: when every request sent was answered 200, the run sent
      // exactly the mix's first `sent` requests (kindsSent), the whole mix once if as many as it holds.
      const allOk = load.ok === load.sent && load.errors === 0;
      const sent = allOk ? kindsSent(mix, load.sent) : undefined;
      o.check.push({
        day,
        site,
        ok: load.ok,
        inFlight: Math.max(0, load.sent - load.answered),
        kinds: (Object.keys(c.byKind) as StatisticsKind[]).map((kind) => ({ kind, sent: sent?.[kind], counted: c.byKind[kind] })),
        attributed: c.attributed,
        visitorsCounted: c.visitors,
        visitorsSent: allOk && load.sent >= mix.length ? CAMPAIGN_VISITORS : undefined,
        drainMs,
      });
    }
    return {
      load,
      cpu: {
        server: cpuOf(before, after, tree(target.pid)),
        workers: cpuOf(before, after, tree(workers.pid!)),
        redis: redis.pid === undefined ? undefined : cpuOf(before, after, () => [redis.pid!]),
        postgres: cpuOf(before, after, (_t, snap) => snap.postgres),
        load: load.loadCpuSeconds,
      },
    };
  };

  say(`warm-up: ${WARMUP_SECONDS} s per server and scenario (JIT, page caches, connection pools, the day's salt)`);
  // The statistics runs send a fixed number of requests (about SECONDS at the api's warm-up rate,
  // the whole mix at least), all answered before the run ends: the count in Postgres must then be
  // exactly the 200s, with no request in flight to blur it.
  let statisticsRequests = Number(process.env.BENCH_STATISTICS_REQUESTS ?? 0);
  for (const s of chosen) {
    await measure(s, s.baseline.request, targets.bare, { seconds: WARMUP_SECONDS });
    for (const t of [targets.one, targets.two]) {
      if (!t || (t !== targets.one && !s.twoProcesses)) continue;
      const warm = await measure(s, s.request, t, { seconds: WARMUP_SECONDS });
      if (s.kind === 'statistics' && t === targets.one && !statisticsRequests)
        statisticsRequests = Math.max(campaignMix(today()).length, Math.round(warm.load.rps * SECONDS));
    }
  }

  const results: ScenarioResult[] = chosen.map((scenario) => ({
    scenario,
    baseline: [],
    one: [],
    ...(targets.two && scenario.twoProcesses ? { two: [] } : {}),
    checks: [],
    ...(scenario.kind === 'page' ? { encoding: encodings[scenario.request.path] } : {}),
  }));
  say(`load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server and scenario, each baseline in every round before its scenario\n`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const r of results) {
      const s = r.scenario;
      const o = { seconds: SECONDS, ...(s.kind === 'statistics' ? { amount: statisticsRequests } : {}) };
      r.baseline.push(await measure(s, s.baseline.request, targets.bare, o));
      r.one.push(await measure(s, s.request, targets.one, { ...o, check: r.checks }));
      if (r.two && targets.two) r.two.push(await measure(s, s.request, targets.two, { ...o, check: r.checks }));
      const last = (m: Measurement[] | undefined) => (m?.length ? `${Math.round(m.at(-1)!.load.rps)}` : '-');
      say(`round ${round}/${ROUNDS} ${s.id}: bare ${last(r.baseline)}, api ${last(r.one)}, api x2 ${last(r.two)} req/s`);
    }
  }

  const info: RunInfo = {
    date: new Date()
      .toISOString()
      .replace(/:\d\d\.\d+Z$/, ' UTC')
      .replace('T', ' '),
    commit: commitDescription(),
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    statisticsRequests,
    apiProcesses,
    privateRedis: redis.pid !== undefined,
  };
  const figures = renderRun(info, results);
  say(`\n${figures}`);
  if (WRITE_DOCS) {
    writeFileSync(DOCS, replaceDocsBlock(existsSync(DOCS) ? readFileSync(DOCS, 'utf8') : '# Benchmarks\n', figures));
    say(`written to ${DOCS}`);
  }

  const failed = results.flatMap((r) => r.checks).filter((c) => !statisticsPassed(c));
  await queue.close();
  queueConnection.disconnect();
  await own.end();
  await cleanup();
  const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "voltline_bench_${runId}" WITH (FORCE)`);
  await admin.end();
  if (redis.pid === undefined) {
    const r = new Redis(redis.url);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.unlink(...keys);
    r.disconnect();
  }
  await redis.stop();
  await postgres.stop();
  if (failed.length) say(`statistics check failed for ${failed.map((c) => `${c.day} ${c.site}`).join(', ')}`);
  process.exit(failed.length ? 1 : 0);
}

/** The commit measured, and whether the checkout differed from it (docs/benchmarks.md itself aside). */
function commitDescription(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', '.', ':!docs/benchmarks.md') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function cleanup() {
  await Promise.all(children.map((c) => stopChild(c)));
  await Promise.all(services.map((c) => stopChild(c)));
}

main().catch(async (error: unknown) => {
  say(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await cleanup();
  process.exit(1);
});
