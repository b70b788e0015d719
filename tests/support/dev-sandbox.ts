import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { inject } from 'vitest';
import { devProcesses } from '../../scripts/processes';
import { freePort, stopChild } from '../../scripts/services';

const root = resolve(import.meta.dirname, '../..');

/**
 * `npm run dev`'s api process on copies of the sources, so that a test can edit them: the api,
 * the web app and the locale files are copied under dev-sandboxes/ (inside the repository, where the
 * copies resolve the same node_modules and workspace packages), and the api runs with the same
 * `tsx watch` command and the same Vite setup as `npm run dev` (scripts/processes.ts).
 */
export interface DevSandbox {
  baseUrl: string;
  /** Replaces `from` (which must be there) with `to` in a copied file (path relative to the copy's root). */
  edit(file: string, from: string, to: string): Promise<void>;
  /** What the api process wrote (shown when a test fails). */
  output(): string;
  close(): Promise<void>;
}

/** Build outputs and installed packages are not sources: the copies do without them. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server']);

export async function startDevSandbox(): Promise<DevSandbox> {
  // Not under a hidden folder (.data): `tsx watch` ignores those.
  await mkdir(join(root, 'dev-sandboxes'), { recursive: true });
  const dir = await mkdtemp(join(root, 'dev-sandboxes', 'dev-loop-'));
  for (const pkg of ['api', 'web', 'locales']) {
    await cp(join(root, pkg), join(dir, pkg), {
      recursive: true,
      filter: (source) =>
        !relative(join(root, pkg), source)
          .split(sep)
          .some((part) => SKIPPED.has(part)),
    });
  }
  // web/tsconfig.json extends it (Vite's transform reads it).
  await cp(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const uploadDir = join(dir, 'uploads');
  await mkdir(uploadDir);
  const [api] = devProcesses(root, join(dir, 'api/src/dev-server.ts'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, api!.args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: `${inject('queuePrefix')}-dev-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'warn',
      LOG_PRETTY: '0',
      UPLOAD_DIR: uploadDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  return {
    baseUrl,
    async edit(file, from, to) {
      const path = join(dir, file);
      const source = await readFile(path, 'utf8');
      if (!source.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)} to replace`);
      await writeFile(path, source.replace(from, to));
    },
    output: () => output,
    async close() {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Whether the api answers at all yet (it starts Vite and compiles on the fly: tens of seconds here). */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}
