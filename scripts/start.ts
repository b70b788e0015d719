import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb } from '@voltline/db';
import { ensureDatabase, migrateDatabase } from '@voltline/db/migrate';
import { seedDatabase } from '@voltline/db/seed';
import { devProcesses, startProcesses, type ProcessSpec } from './processes';
import { findPostgres, findRedis, findSmtp, stopChild, type Service } from './services';

/**
 * `npm start`: everything at http://localhost:3000. Finds or starts Postgres, Redis and a mail
 * catcher, builds the web app when its sources changed, migrates and seeds, then runs the api and
 * the workers as two processes. Ctrl-C stops all of it.
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
const children: ChildProcess[] = [];
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
  say(`redis     ${redis.origin}`);

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

  const env = {
    ...process.env,
    NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'development'),
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
  };
  for (const spec of dev ? devProcesses(root) : startProcesses(root)) children.push(run(spec, env));
  const site = `http://localhost:${port}`;
  say(`site      ${site}${dev ? '  (from the sources: edits show at once; the api and the workers restart on changes of theirs)' : ''}`);
  say(`API docs  ${site}/api/docs`);
  say(
    process.env.OPS_USER && process.env.OPS_PASSWORD
      ? `queues    ${site}/admin/queues  (Bull Board; metrics at ${site}/metrics)`
      : 'queues    Bull Board and /metrics are off: set OPS_USER and OPS_PASSWORD to turn them on',
  );
  say('          Ctrl-C stops everything.');
}

function run({ name, args }: ProcessSpec, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: 'inherit', cwd: root });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      say(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
      void shutdown(1);
    }
  });
  return child;
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
  await Promise.all(children.map((c) => stopChild(c)));
  for (const service of started.reverse()) await service.stop().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

main().catch(async (error: unknown) => {
  say(`npm ${dev ? 'run dev' : 'start'} failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
});
