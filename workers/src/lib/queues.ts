import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { QueueName } from '../jobs';

/** One BullMQ Queue per name on a given connection, opened on first use and closed together. */
export interface QueueCache {
  get(name: QueueName): Queue;
  close(): Promise<void>;
}

export function queueCache(connection: Redis, prefix: string): QueueCache {
  const queues = new Map<QueueName, Queue>();
  return {
    get(name) {
      let q = queues.get(name);
      if (!q) {
        q = new Queue(name, { connection, prefix });
        // Connection errors surface as failed calls (hand-overs, health checks), not as crashes.
        q.on('error', () => undefined);
        queues.set(name, q);
      }
      return q;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => undefined)));
    },
  };
}
