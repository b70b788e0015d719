import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { answerClusterMetrics } from './lib/cluster-metrics';

/**
 * Several api processes on one port (node:cluster). Each process is the whole api (buildApp); what must be shared
 * between them already lives in Redis and Postgres (rate limits, sessions, arrivals, queues), and
 * what is kept per process is a cache (pages, reads). Behind a load balancer the same holds for
 * processes on several machines (docs/decisions/0017-running-past-one-machine.md).
 *
 * The primary only supervises: a process that exits without being asked to is replaced, after a
 * pause that grows while replacements keep dying young (a process that cannot start, say with the
 * database unreachable at boot, must not be restarted in a tight loop); SIGTERM or SIGINT stops the
 * processes gracefully (each finishes its requests in flight) and then the primary.
 */
export interface SupervisorOptions {
  processes: number;
  log: Logger;
  /** A process that lived less than this died young: the next replacement waits longer. */
  youngMs?: number;
  /** The longest pause before a replacement. */
  maxBackoffMs?: number;
  /** How long a graceful stop may take before the processes are killed. */
  stopTimeoutMs?: number;
}

export function superviseApiProcesses({ processes, log, youngMs = 10_000, maxBackoffMs = 30_000, stopTimeoutMs = 25_000 }: SupervisorOptions): void {
  let stopping = false;
  let youngDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => log.info({ pid: worker.process.pid }, 'api process started'));
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    youngDeaths = lived < youngMs ? youngDeaths + 1 : 0;
    const pause = youngDeaths === 0 ? 0 : Math.min(maxBackoffMs, 500 * 2 ** (youngDeaths - 1));
    log.error({ pid: worker.process.pid, code, signal, livedMs: lived, replaceInMs: pause }, 'api process exited; replacing it');
    setTimeout(fork, pause).unref();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, processes: startedAt.size }, 'stopping api processes');
      if (startedAt.size === 0) process.exit(0);
      // Each process closes on SIGTERM (server.ts): stops accepting, finishes what is in flight.
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, stopTimeoutMs).unref();
    });
  }

  // The processes accept connections on the shared socket themselves (the kernel shares them out),
  // rather than the primary accepting each and handing it over (round-robin, Node's default on
  // Linux): a connection handed to a process that dies before it takes it is never closed by the
  // primary, and its visitor waits until the browser gives up (a minute in a fault test). It also
  // spares the primary an IPC message per connection.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  answerClusterMetrics();
  log.info({ processes }, 'starting api processes');
  for (let i = 0; i < processes; i++) fork();
}
