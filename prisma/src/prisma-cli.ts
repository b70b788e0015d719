// Runs the real Prisma CLI from node_modules in the prisma/ folder, for `scripts/prisma.ts`
// (generate, migrate deploy, migrate dev) and `migrateDatabase` (app start, tests, the production
// image). Plain Node spawning Node: nothing here needs tsx, so the compiled migrate step works
// with production dependencies only.
//
// Prisma 7's CLI needs a native `schema-engine` binary, downloaded from binaries.prisma.sh by
// @prisma/engines' postinstall or, failing that (npm may skip install scripts), by the CLI itself on
// its first run. On an air-gapped machine that download fails, so when the binary is missing and
// cannot be downloaded (or when PRISMA_OFFLINE=1) we point PRISMA_SCHEMA_ENGINE_BINARY at
// ../offline-engine/schema-engine, a stand-in built on Prisma's WebAssembly schema engine.
// Otherwise the environment is left untouched and Prisma takes its normal path.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The prisma/ folder: schema.prisma, prisma.config.ts, migrations/, offline-engine/. */
export const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standIn = path.join(dbDir, 'offline-engine', 'schema-engine');

const requireFromDb = createRequire(path.join(dbDir, 'package.json'));

function prismaDir(): string {
  return path.dirname(requireFromDb.resolve('prisma/package.json'));
}

/** The folders where the CLI looks for `schema-engine-<platform>` (the CLI's binary lookup in prisma/build/cli.js). */
function hasNativeEngine(): boolean {
  const cli = prismaDir();
  const engines = path.dirname(createRequire(path.join(cli, 'package.json')).resolve('@prisma/engines/package.json'));
  const dirs = [engines, cli, path.dirname(cli), path.join(cli, 'runtime')];
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

export interface PrismaCliEnv {
  env: NodeJS.ProcessEnv;
  /** True when the CLI runs on the offline stand-in engine. */
  offline: boolean;
}

/** The environment for the CLI: `base` plus, when the native engine cannot be had, the stand-in. */
export async function prismaCliEnv(base: NodeJS.ProcessEnv = process.env): Promise<PrismaCliEnv> {
  const env = { ...base };
  const offline = !env.PRISMA_SCHEMA_ENGINE_BINARY && (env.PRISMA_OFFLINE === '1' || (!hasNativeEngine() && !(await canDownloadEngine())));
  if (offline) {
    env.PRISMA_SCHEMA_ENGINE_BINARY = standIn;
    env.CHECKPOINT_DISABLE = '1'; // no update check against checkpoint.prisma.io
  }
  return { env, offline };
}

/** Starts `prisma <args>` in the prisma/ folder (where prisma.config.ts is). */
export function spawnPrismaCli(args: string[], env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, [path.join(prismaDir(), 'build', 'index.js'), ...args], { cwd: dbDir, env, stdio });
}

/** Resolves with the CLI's exit code (1 when it died of a signal). */
export function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
}
