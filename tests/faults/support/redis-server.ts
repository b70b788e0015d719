import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, portAnswers } from '../../../scripts/services';
import { killOnExit, onCleanup } from './cleanup';

/**
 * A redis-server of the test's own, on a free port, without persistence: the test may stop it
 * (its data is gone, as after a restart without AOF), start it again on the same port, flush it
 * or freeze it (SIGSTOP: connections are accepted by the kernel but nothing is ever answered).
 * The shared Redis on 6379 is never touched.
 */
export interface RedisServer {
  port: number;
  url: string;
  /** Whether the server process is running (frozen counts as running). */
  readonly running: boolean;
  /** Starts it again on the same port, empty. No-op when running. */
  start(): Promise<void>;
  /** Stops it (SIGKILL: a crash, nothing is saved anyway). No-op when stopped. */
  stop(): Promise<void>;
  /** FLUSHALL: Redis keeps running but has lost every key, schedules and queued jobs included. */
  flush(): Promise<void>;
  /** SIGSTOP: the port still accepts connections, no command is ever answered. */
  freeze(): void;
  /** SIGCONT: answers again, with its data intact. */
  thaw(): void;
  /** Everything the server wrote (its log), for failure messages. */
  output(): string;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let frozen = false;
  let log = '';
  let forgetChild: () => void = () => undefined;

  async function start() {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const append = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    };
    started.stdout!.on('data', append);
    started.stderr!.on('data', append);
    started.once('exit', () => {
      if (child === started) child = undefined;
      forgetChild();
    });
    child = started;
    forgetChild = killOnExit(started);
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (child !== started) throw new Error(`redis-server on port ${port} exited at start:\n${log}`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer within 10 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop() {
    const running = child;
    if (!running) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    frozen = false;
    await exited;
    // The port is free once nothing answers there any more.
    while (await portAnswers('127.0.0.1', port, 200)) await new Promise((r) => setTimeout(r, 20));
  }

  await start();
  onCleanup(stop);

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== undefined;
    },
    start,
    stop,
    async flush() {
      const redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1, lazyConnect: true });
      try {
        await redis.connect();
        await redis.flushall();
      } finally {
        redis.disconnect();
      }
    },
    freeze() {
      if (!child) throw new Error('redis-server is not running');
      child.kill('SIGSTOP');
      frozen = true;
    },
    thaw() {
      if (child && frozen) child.kill('SIGCONT');
      frozen = false;
    },
    output: () => log,
  };
}

async function answersPing(port: number): Promise<boolean> {
  if (!(await portAnswers('127.0.0.1', port, 200))) return false;
  const redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0, lazyConnect: true, connectTimeout: 500, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
