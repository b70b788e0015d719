import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../../../scripts/services';
import { killOnExit, onCleanup } from './cleanup';

/**
 * The api and the workers as the operator runs them: separate Node processes (tsx, the same
 * entry points as `npm start`), so a fault test can SIGKILL one in the middle of its work and
 * start it again. Their output is kept for failure messages.
 */
export interface ServiceProcess {
  name: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Starts the process (again) and waits until it is ready. No-op when running. */
  start(): Promise<void>;
  /** Sends the signal (SIGKILL by default: no clean-up runs) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, as an operator stops it (running jobs finish); SIGKILL after 20 s. */
  stop(): Promise<void>;
  /** kill('SIGKILL') then start(). */
  restart(): Promise<void>;
  /** The last 100 kB of stdout and stderr, across restarts. */
  output(): string;
}

export interface ApiProcess extends ServiceProcess {
  port: number;
  baseUrl: string;
}

const root = resolve(import.meta.dirname, '../../..');
const READY_TIMEOUT_MS = 90_000;

/**
 * api/src/server.ts on a free port of its own (PORT, HOST and PUBLIC_URL are set here unless given);
 * ready when GET /health/live answers 200. One process unless API_PROCESSES says otherwise, so a
 * kill stops the whole api. The port stays the same across restarts.
 */
export async function startApiProcess(env: Record<string, string>, name = 'api'): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const service = managedProcess(
    name,
    'api/src/server.ts',
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PUBLIC_URL: baseUrl, API_PROCESSES: '1', ...env, PORT: String(port) },
    async (isAlive) => {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (Date.now() < deadline && isAlive()) {
        try {
          const response = await fetch(`${baseUrl}/health/live`, { signal: AbortSignal.timeout(2_000) });
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(isAlive() ? `not live within ${READY_TIMEOUT_MS} ms` : 'exited before it was live');
    },
  );
  await service.start();
  return Object.assign(service, { port, baseUrl });
}

/** The workers' readiness signal: the info line workers/src/workers.ts logs once every worker and schedule is set up. */
const WORKERS_READY = '"msg":"workers started"';

/**
 * workers/src/main.ts; ready when it logs "workers started" (so LOG_LEVEL is info unless a more
 * verbose level is given).
 */
export async function startWorkersProcess(env: Record<string, string>, name = 'workers'): Promise<ServiceProcess> {
  const level = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? env.LOG_LEVEL : 'info';
  const service = managedProcess(name, 'workers/src/main.ts', { NODE_ENV: 'test', ...env, LOG_LEVEL: level }, async (isAlive, sinceStart) => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline && isAlive()) {
      if (sinceStart().includes(WORKERS_READY)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(isAlive() ? `did not log "workers started" within ${READY_TIMEOUT_MS} ms` : 'exited before it was ready');
  });
  await service.start();
  return service;
}

function managedProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  waitReady: (isAlive: () => boolean, sinceStart: () => string) => Promise<void>,
): ServiceProcess {
  let child: ChildProcess | undefined;
  let log = '';
  let startedAt = 0;
  let forget: () => void = () => undefined;
  const append = (text: string) => {
    log += text;
    if (log.length > 100_000) {
      const cut = log.length - 100_000;
      log = log.slice(cut);
      startedAt = Math.max(0, startedAt - cut);
    }
  };

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    const running = child;
    if (!running) return;
    const exited = new Promise<void>((done) => running.once('exit', () => done()));
    running.kill(signal);
    await exited;
  }

  const service: ServiceProcess = {
    name,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined;
    },
    async start() {
      if (child) return;
      append(`\n--- ${name} starting ---\n`);
      startedAt = log.length;
      const started = spawn(process.execPath, ['--import', 'tsx', resolve(root, entry)], {
        cwd: root,
        // Only what the test gives, plus what Node needs to run: nothing leaks in from the developer's shell.
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.stdout!.on('data', (chunk: Buffer) => append(chunk.toString()));
      started.stderr!.on('data', (chunk: Buffer) => append(chunk.toString()));
      started.once('exit', (code, signal) => {
        append(`\n--- ${name} exited (${signal ?? `code ${code}`}) ---\n`);
        if (child === started) child = undefined;
        forget();
      });
      child = started;
      forget = killOnExit(started);
      try {
        await waitReady(
          () => child === started,
          () => log.slice(startedAt),
        );
      } catch (error) {
        await kill('SIGKILL');
        throw new Error(`${name} (${entry}) ${(error as Error).message}; its output:\n${log.slice(-8_000)}`);
      }
    },
    kill,
    async stop() {
      const running = child;
      if (!running) return;
      const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
      await kill('SIGTERM');
      clearTimeout(timer);
    },
    async restart() {
      await kill('SIGKILL');
      await service.start();
    },
    output: () => log,
  };
  onCleanup(() => service.stop());
  return service;
}
