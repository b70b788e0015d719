// `tsx scripts/prisma.ts <args...>`: runs the real Prisma CLI from node_modules in the prisma/ folder.
//
// Prisma 7's CLI needs a native `schema-engine` binary, downloaded from binaries.prisma.sh by
// @prisma/engines' postinstall or, failing that (npm may skip install scripts), by the CLI itself on
// its first run. On an air-gapped machine that download fails, so when the binary is missing and
// cannot be downloaded (or when PRISMA_OFFLINE=1) we point PRISMA_SCHEMA_ENGINE_BINARY at
// ../offline-engine/schema-engine, a stand-in built on Prisma's WebAssembly schema engine.
// Otherwise the environment is left untouched and Prisma takes its normal path.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The development database of prisma.config.ts, used when DATABASE_URL is unset. */
const DEV_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/voltline_dev';
const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standIn = path.join(dbDir, 'offline-engine', 'schema-engine');

const requireFromDb = createRequire(path.join(dbDir, 'package.json'));
const prismaDir = path.dirname(requireFromDb.resolve('prisma/package.json'));
const enginesDir = path.dirname(createRequire(path.join(prismaDir, 'package.json')).resolve('@prisma/engines/package.json'));

/** The folders where the CLI looks for `schema-engine-<platform>` (the CLI's binary lookup in prisma/build/cli.js). */
function hasNativeEngine(): boolean {
  const dirs = [enginesDir, prismaDir, path.dirname(prismaDir), path.join(prismaDir, 'runtime')];
  return dirs.some((dir) => existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('schema-engine-')));
}

/** Whether the CLI could fetch the binary: any HTTP answer from the engines server counts. */
async function canDownloadEngine(): Promise<boolean> {
  const server = process.env.PRISMA_ENGINES_MIRROR ?? 'https://binaries.prisma.sh';
  try {
    await fetch(server, { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

const env = { ...process.env };
const offline =
  !env.PRISMA_SCHEMA_ENGINE_BINARY &&
  (env.PRISMA_OFFLINE === '1' || (!hasNativeEngine() && !(await canDownloadEngine())));
if (offline) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = standIn;
  env.CHECKPOINT_DISABLE = '1'; // no update check against checkpoint.prisma.io
}

const runCli = (args: string[]) => spawnSync(process.execPath, [path.join(prismaDir, 'build', 'index.js'), ...args], { cwd: dbDir, env, stdio: 'inherit' });

// `migrate dev` on a development database that is behind (new, or missing migrations) makes the
// offline engine fail once: the CLI then evaluates data loss through a shadow-database path the
// stand-in does not serve. Bringing the development database up to date first avoids that path.
if (offline && process.argv[2] === 'migrate' && process.argv[3] === 'dev') {
  const { ensureDatabase } = await import('../src/migrate');
  await ensureDatabase(env.DATABASE_URL ?? DEV_DATABASE_URL);
  const deployed = runCli(['migrate', 'deploy']);
  if (deployed.status !== 0) process.exit(deployed.status ?? 1);
}

const result = runCli(process.argv.slice(2));
if (result.error) throw result.error;
process.exit(result.status ?? 1);
