import type { EventEmitter } from 'node:events';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AnyQueue, JobPayloads, QueueDefinition } from '@voltline/contracts/jobs';

/**
 * The BullMQ queues of one connection, one Queue object per definition, opened on first use and
 * closed together: a process holds one set per connection (the api one, `app.queues`).
 */
export interface QueueSet {
  get(queue: AnyQueue): Queue;
  /**
   * Adds a job with its queue's options. Its name and payload are typed by the definition; the
   * payload is not parsed again here (the statistics path builds it from validated input).
   */
  enqueue<Name extends string, P extends JobPayloads, N extends keyof P & string>(
    queue: QueueDefinition<Name, P> & AnyQueue,
    name: N,
    payload: P[N],
    options: { jobId: string },
  ): Promise<void>;
  close(): Promise<void>;
}

export function queueSet(connection: Redis, prefix: string): QueueSet {
  const queues = new Map<string, Queue>();
  const get = (definition: AnyQueue) => {
    let q = queues.get(definition.name);
    if (!q) {
      q = new Queue(definition.name, { connection, prefix });
      // Connection errors surface as failed calls (hand-overs, health checks), not as crashes.
      q.on('error', () => undefined);
      queues.set(definition.name, q);
    }
    return q;
  };
  return {
    get,
    async enqueue(queue, name, payload, options) {
      await get(queue).add(name, payload, { ...queue.jobOptions, ...options });
    },
    async close() {
      await Promise.all(
        [...queues.values()].map(async (q) => {
          await q.close().catch(() => undefined);
          // BullMQ (redis-connection.js close()): a Queue on a shared connection closed before that
          // connection was first ready leaves its init() pending and removes its error listeners;
          // when the connection then ends, the init's rejection is emitted as 'error' with nobody
          // listening, an uncaught exception (seen generating docs/api.md against a closed port).
          (q as unknown as { connection: EventEmitter }).connection.on('error', () => undefined);
        }),
      );
    },
  };
}
