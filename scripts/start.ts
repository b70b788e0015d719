import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { DEFAULT_METRICS_PORT } from '@voltline/workers/config';
import { devProcesses, startProcesses, type ProcessSpec } from './processes';
import { findPostgres, findRedis, findSmtp, pickPort, redisAppendOnly, stopChild, type Service } from './services';

/**
 * `npm start`: everything at http://localhost:3000. Finds or starts Postgres, Redis and a mail
 * catcher, builds the web app when its sources changed, migrates and seeds, then runs the api and
 * the workers as two processes, each started again when it dies. Ctrl-C stops all of it.
 *
 * `npm run dev` (`--dev`): the same services, no web build; the api serves the web app from its
 * sources through Vite (hot module replacement, api/src/modules/pages/dev-vite.ts), and the api
 * and the workers restart when their own sources change (scripts/processes.ts).
 */
const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const dataDir = join(root, '.data');
const port = Number(process.env.PORT ?? 3000);
const started: Service[] = [];
/** The running child of each process name; a supervised process that died is replaced in place. */
const children = new Map<string, ChildProcess>();
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  process.chdir(root);
  const postgres = await findPostgres(dataDir);
  started.push(postgres);
  say(`postgres  ${postgres.origin}`);

  const redis = await findRedis(dataDir);
  if (!redis) {
    say('No Redis found: set REDIS_URL, start Redis on 127.0.0.1:6379, or install redis-server (apt-get install redis-server) and run npm start again.');
    await shutdown(1);
    return;
  }
  started.push(redis);
  // Jobs survive a Redis without AOF (the outbox hands them over again), statistics batches do not.
  const aof = await redisAppendOnly(redis.url);
  say(
    `redis     ${redis.origin}${aof === false ? '; no AOF (appendonly no): a statistics batch still queued is lost if Redis loses its data (production runs appendonly yes)' : ''}`,
  );

  const smtp = await findSmtp();
  started.push(smtp);
  say(`mail      ${smtp.origin}${smtp.inboxUrl ? `: read the caught mail at ${smtp.inboxUrl}` : ''}`);

  if (!dev && webNeedsBuild()) {
    say('web       building the web app (npm run build:web)...');
    // Only the web app: `npm start` runs the api and workers from their sources, not from dist/.
    const build = spawnSync('npm', ['run', 'build:web', '--silent'], { stdio: 'inherit', cwd: root });
    if (build.status !== 0) throw new Error('the web build failed');
  }

  await ensureDatabase(postgres.url);
  await migrateDatabase(postgres.url);
  const db = createDb(postgres.url, { poolSize: 2 });
  const seeded = await seedDatabase(db);
  await db.$disconnect();
  say(`database  migrated; seed: ${seeded.sites} sites, ${seeded.menuEntries} menu entries, ${seeded.keywords} suggestions`);

  // The workers' /metrics and health port: 9464 is the usual one, but a second copy on the same
  // machine must not stop on it, so unless the operator chose one, the first free one from there.
  const workersHost = process.env.WORKERS_METRICS_HOST ?? '127.0.0.1';
  const workersPort = await pickPort(workersHost, process.env.WORKERS_METRICS_PORT, DEFAULT_METRICS_PORT);
  if (workersPort === undefined) {
    say(
      `WORKERS_METRICS_PORT=${process.env.WORKERS_METRICS_PORT} is in use on ${workersHost} (another npm start?): set another port, or unset it and a free one is taken.`,
    );
    await shutdown(1);
    return;
  }

  const env = {
    // What the image sets (Dockerfile): glibc keeps what photo decoding freed in one arena instead
    // of one per thread, which holds each api process's peak under a burst of photos.
    MALLOC_ARENA_MAX: '1',
    // One core is left to what runs beside the api here: the workers, Redis and Postgres. On two
    // cores a second api process cost the statistics 13 % and a landing page 5 % (docs/benchmarks.md,
    // "2 api processes against 1"; docs/decisions/0023-api-processes-beside-the-rest.md).
    API_PROCESSES: String(Math.max(1, availableParallelism() - 1)),
    ...process.env,
    WORKERS_METRICS_PORT: String(workersPort),
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'development'),
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
  };
  for (const spec of dev ? devProcesses(root) : startProcesses(root)) supervise(spec, env);
  const site = `http://localhost:${port}`;
  say(`site      ${site}${dev ? '  (from the sources: edits show at once; the api and the workers restart on changes of theirs)' : ''}`);
  say(`API docs  ${site}/api/docs`);
  if (workersPort !== 0) {
    const reach = workersHost === '0.0.0.0' || workersHost === '::' ? '127.0.0.1' : workersHost;
    say(`workers   http://${reach}:${workersPort}/metrics  (and /health/ready; WORKERS_METRICS_PORT)`);
  }
  say(
    process.env.OPS_USER && process.env.OPS_PASSWORD
      ? `queues    ${site}/admin/queues  (Bull Board; metrics at ${site}/metrics)`
      : 'queues    Bull Board and /metrics are off: set OPS_USER and OPS_PASSWORD to turn them on',
  );
  say('          Ctrl-C stops everything.');
}

/** A process that lived less than this died young: the next start waits longer. */
const YOUNG_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

/**
 * Runs a process and starts it again when it dies, as the api's cluster primary does for its own
 * processes (api/src/cluster.ts): at once after a process that had been running a while, after a
 * pause that doubles (0.5 s, 1 s, 2 s ... 30 s) while restarts keep dying young, so a process that
 * cannot start (say, its port taken) is not restarted in a tight loop. The others keep running
 * meanwhile: with the workers down the site still answers and takes forms (their mail waits in
 * Postgres and Redis until the workers are back); with the api down the workers keep sending.
 */
function supervise(spec: ProcessSpec, env: NodeJS.ProcessEnv, youngDeaths = 0): void {
  const startedAt = Date.now();
  const child = spawn(process.execPath, spec.args, { env, stdio: 'inherit', cwd: root });
  children.set(spec.name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const lived = Date.now() - startedAt;
    const young = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    const pause = young === 0 ? 0 : Math.min(MAX_PAUSE_MS, 500 * 2 ** (young - 1));
    say(
      `${spec.name} stopped unexpectedly (${signal ?? `exit ${code}`}) after ${Math.round(lived / 1000)} s; starting it again${pause ? ` in ${pause / 1000} s` : ''}.`,
    );
    setTimeout(() => {
      if (!stopping) supervise(spec, env, young);
    }, pause);
  });
}

/** Rebuild when web/dist is missing or any web or locale source is newer than it. */
function webNeedsBuild(): boolean {
  const built = join(root, 'web/dist-server/entry-server.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('dist') ? max : Math.max(max, newest(path));
      return Math.max(max, statSync(path).mtimeMs);
    }, 0);
  return Math.max(newest(join(root, 'web')), newest(join(root, 'locales'))) > builtAt;
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await Promise.all([...children.values()].map((c) => stopChild(c)));
  for (const service of started.reverse()) await service.stop().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  say(`npm ${dev ? 'run dev' : 'start'} failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
