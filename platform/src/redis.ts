import { Redis, type RedisOptions } from 'ioredis';

/**
 * Workers block on Redis and must never give up a command (BullMQ requires
 * maxRetriesPerRequest: null); producers must fail fast so the caller can fall back to the outbox.
 */
export function workerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}

export function producerConnection(url: string, extra: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    // Keep trying to reconnect in the background, at most every 2 s, so a Redis that comes back is used.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    ...extra,
  });
  // Connection errors are reported through health checks and failed hand-overs, not as crashes.
  redis.on('error', () => undefined);
  return redis;
}
