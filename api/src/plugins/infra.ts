import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { createDb, type Db } from '@voltline/db';
import { queueSet, type QueueSet } from '@voltline/platform/queues';
import { producerConnection } from '@voltline/platform/redis';
import { OutboxDispatcher } from '@voltline/platform/outbox';
import { carryOverSeedStatisticsKeys } from '@voltline/platform/statistics-keys';
import type { ApiConfig } from '../config';
import { commandDeadline } from '../lib/redis-stall';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    /** Producer connection: fails fast when Redis is down, so writes fall back to the outbox. */
    redis: Redis;
    /** Every queue of this process, on the producer connection: opened here once, closed on shutdown. */
    queues: QueueSet;
    outbox: OutboxDispatcher;
  }
}

/**
 * Every store call on the request path has a deadline, so a store that stops answering costs a
 * request about a second, not a hang. Redis: a frozen server (accepting connections, never
 * answering) is not a refused connection, only a command deadline (lib/redis-stall.ts) turns it into an error the
 * request can handle (rate limits fall back to memory, hand-overs to the outbox sweep, statistics
 * answer 626), and the first timeout drops the connection so the next calls fail at once. Postgres: a connection that cannot be opened (or a pool that has none free) within
 * the connect timeout, or a query that gets no answer within the query timeout, fails with an
 * error the error handler answers as 626 with HTTP 503.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
export const DB_CONNECT_TIMEOUT_MS = 3_000;
/**
 * A request whose query was on its way when Postgres froze waits this long for its 626: well below
 * a visitor giving up on the page (15 s before, measured as the slowest answer under a freeze).
 * The api's queries are reads by key and short writes; the slowest, an analyst's year of daily
 * rows, takes milliseconds. The workers' folds and imports keep their own, longer deadline.
 */
export const DB_QUERY_TIMEOUT_MS = 5_000;

/** Database, Redis and the queue producers, opened once per api process and closed on shutdown. */
export const infraPlugin = fp<{ config: ApiConfig }>(async (app, { config }) => {
  const db = createDb(config.DATABASE_URL, { connectTimeoutMs: DB_CONNECT_TIMEOUT_MS, queryTimeoutMs: DB_QUERY_TIMEOUT_MS });
  const redis = producerConnection(config.QUEUE_REDIS_URL);
  commandDeadline(redis, REDIS_COMMAND_TIMEOUT_MS);
  const queues = queueSet(redis, config.QUEUE_PREFIX);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate('queues', queues);
  app.decorate('outbox', new OutboxDispatcher(db, queues));

  // Start answering once Redis is connected, but never wait long: with Redis down the api still
  // serves reads and keeps submissions in the outbox.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 2_000);
      redis.once('ready', done);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
    });
  });

  // Statistics keys still under the seed's name move before the first event is counted, so the
  // day's salt (distinct visitors), arrivals and counters survive the rename (docs/decisions/0020).
  // Redis may be down: the start goes on, and the next start moves them.
  app.addHook('onReady', async () => {
    if (redis.status !== 'ready') return;
    const moved = await carryOverSeedStatisticsKeys(redis, config.QUEUE_PREFIX).catch((error: unknown) => {
      app.log.warn({ err: error }, 'statistics keys under the old name not moved');
      return 0;
    });
    if (moved > 0) app.log.info({ moved }, 'statistics keys moved from the old name');
  });

  // Open the first database connection before listening (it is the slow one, more so on a busy
  // machine), so the first readiness probe is not failed by it; a database that is down does not
  // stop the start: the routes answer 626 until it is back.
  app.addHook('onReady', async () => {
    await db.$queryRaw`SELECT 1`.catch((error: unknown) => app.log.warn({ err: error }, 'database not reachable at start'));
  });

  app.addHook('onClose', async () => {
    await queues.close();
    await redis.quit().catch(() => redis.disconnect());
    await db.$disconnect();
  });
});
