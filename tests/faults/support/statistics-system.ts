import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createDb, type Db } from '@voltline/db';
import { statisticsQueue } from '@voltline/contracts/jobs';
import { onCleanup } from './cleanup';
import { createFaultDatabase } from './database';
import { startApiProcess, startWorkersProcess, type ApiProcess, type ServiceProcess } from './processes';
import { startRedisServer, type RedisServer } from './redis-server';
import { statisticsPath } from '@voltline/contracts';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const PREFIX = 'stats-fault';

/** The statistics path as it runs in production, on a database and a redis-server of the test's own. */
export interface StatisticsSystem {
  api: ApiProcess;
  workers: ServiceProcess;
  redis: RedisServer;
  db: Db;
  /** The statistics queue, read from the test (depths, a job put there directly). */
  queue: Queue;
  /** Page views counted on a day, as the analysts would read them. */
  viewsOn(day: string): Promise<number>;
  /** POSTs one page view the way the site does; resolves with the HTTP status. */
  sendView(localTime: string, uri: string): Promise<number>;
}

export async function startStatisticsSystem(): Promise<StatisticsSystem> {
  const [database, redis] = await Promise.all([createFaultDatabase(), startRedisServer()]);
  // No mail is sent in these tests; the workers need an SMTP address all the same.
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: PREFIX, SMTP_URL: 'smtp://127.0.0.1:9' };
  const [api, workers] = await Promise.all([startApiProcess(env), startWorkersProcess(env)]);

  const db = createDb(database.url, { poolSize: 2 });
  const connection = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  connection.on('error', () => undefined);
  const queue = new Queue(statisticsQueue.name, { connection, prefix: PREFIX });
  queue.on('error', () => undefined);
  onCleanup(async () => {
    await queue.close().catch(() => undefined);
    connection.disconnect();
    await db.$disconnect();
  });

  return {
    api,
    workers,
    redis,
    db,
    queue,
    async viewsOn(day) {
      const [row] = await db.$queryRaw<{ n: bigint | null }[]>`SELECT sum(views) AS n FROM page_view_daily WHERE day = ${day}::date`;
      return Number(row?.n ?? 0);
    },
    async sendView(localTime, uri) {
      const response = await fetch(`${api.baseUrl}${statisticsPath('daily_views_ip')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        body: new URLSearchParams({ local_time: localTime, site_id: '1', site: 'us', uri }).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

/** Runs `task(0..count-1)` with at most `width` at a time; the results in index order. */
export async function inParallel<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
  return results;
}

/** The figures of a fault test, printed so they can be copied into docs/benchmarks.md. */
export function report(title: string, figures: Record<string, number | string>): void {
  process.stdout.write(
    `\n[fault figures] ${title}\n${Object.entries(figures)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`,
  );
}
