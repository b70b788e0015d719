import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../../scripts/services';
import { killOnExit, onCleanup } from './cleanup';

/**
 * `npm start` (scripts/start.ts) as a developer or a small operator runs it: the launcher and the
 * api and workers processes it starts, on the dependencies the test gives (DATABASE_URL, REDIS_URL,
 * SMTP_URL, so it starts none of its own). Its output is kept for the test's assertions and for
 * failure messages.
 */
export interface Launcher {
  port: number;
  baseUrl: string;
  readonly alive: boolean;
  output(): string;
  /** The pid of the launcher's child running `entry` (`workers/src/main.ts`, `api/src/server.ts`), if one runs. */
  childPid(entry: string): number | undefined;
  /** Ctrl-C: SIGINT to the launcher; resolves with its exit code once it exited. */
  interrupt(): Promise<number | null>;
}

const root = resolve(import.meta.dirname, '../../..');

export async function startLauncher(env: Record<string, string>): Promise<Launcher> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/start.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_PRETTY: '0', API_PROCESSES: '2', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the cleanup can end the launcher and everything it started at once.
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-400_000)));
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-400_000)));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done((exitCode = code))));
  const forget = killOnExit({ kill: (signal) => killGroup(child, signal) });
  onCleanup(async () => {
    if (exitCode === undefined) {
      killGroup(child, 'SIGINT');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    // Whatever the launcher left behind (it should leave nothing).
    killGroup(child, 'SIGKILL');
    forget();
  });
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    get alive() {
      return exitCode === undefined;
    },
    output: () => log,
    childPid: (entry) => childrenOf(child.pid!).find((pid) => commandLine(pid).includes(entry)),
    interrupt: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is gone
  }
}

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        // The parent pid is the 4th field of /proc/<pid>/stat, after the command in parentheses.
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Polls `url` until it answers `status`; returns false when `within` ms passed first. */
export async function answers(url: string, status = 200, within = 120_000): Promise<boolean> {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      await response.arrayBuffer();
      if (response.status === status) return true;
    } catch {
      // not listening (yet)
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
