import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { SEED_STATISTICS_NAMES } from '@voltline/contracts';
import { STATISTICS_JOB_OPTIONS, type StatisticsEvent } from '@voltline/contracts/jobs';
import { carryOverSeedStatisticsKeys, statisticsCountersKey, statisticsSaltKey } from '@voltline/platform/statistics-keys';
import { startStack, type Stack } from '../support/stack';
import { clockFromNoonUtc } from '../support/clock';

/**
 * A deploy of the rename while statistics wait in Redis under the seed's names: batches queued
 * under the old queue name are folded by the new workers, and the day's counters and visitor salt
 * move to their new keys (nothing counted is lost, no visitor counted twice).
 */
describe("statistics written under the seed's names before the rename", () => {
  let stack: Stack;
  let oldQueue: Queue;
  const day = '2019-07-04';
  const viewsOn = async () => {
    const [row] = await stack.db.$queryRaw<{ n: bigint | null }[]>`SELECT sum(views) AS n FROM page_view_daily WHERE day = ${day}::date`;
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    clockFromNoonUtc();
    stack = await startStack({ workers: false });
    oldQueue = new Queue(SEED_STATISTICS_NAMES.queue, { connection: stack.app.redis, prefix: stack.prefix });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await oldQueue?.close();
    await stack?.close();
  });

  it('folds a batch queued under the old queue name once the workers start, and empties that queue', async () => {
    const events: StatisticsEvent[] = Array.from({ length: 3 }, (_, i) => ({
      k: 'view',
      day,
      site: 'us',
      uri: `/product/old-${i}`,
      visitor: randomUUID().replaceAll('-', ''),
    }));
    await oldQueue.add('batch', { events }, { ...STATISTICS_JOB_OPTIONS, jobId: randomUUID() });
    expect(await oldQueue.getWaitingCount()).toBe(1);
    expect(await viewsOn()).toBe(0);

    await stack.startWorkers();

    await expect.poll(viewsOn).toBe(3);
    await expect.poll(async () => (await oldQueue.getJobCounts('wait', 'active', 'delayed')).wait).toBe(0);
    const [batch] = await stack.db.$queryRaw<{ events: number }[]>`SELECT events FROM statistics_batch ORDER BY processed_at DESC LIMIT 1`;
    expect(batch?.events).toBe(3);
  });

  it("moves the day's counters (adding them up) and keeps the day's visitor salt", async () => {
    const redis = stack.app.redis;
    const today = new Date().toISOString().slice(0, 10);
    const oldKey = (rest: string) => `${stack.prefix}:${SEED_STATISTICS_NAMES.redisSegment}:${rest}`;
    const salt = 'f'.repeat(64);
    await redis.hset(oldKey(`counters:${today}`), { accepted: '40', 'dropped:bot': '2' });
    await redis.hset(statisticsCountersKey(stack.prefix, today), { accepted: '5' });
    await redis.set(oldKey(`salt:${today}`), salt, 'EX', 3600);

    expect(await carryOverSeedStatisticsKeys(redis, stack.prefix)).toBe(2);

    expect(await redis.hgetall(statisticsCountersKey(stack.prefix, today))).toEqual({ accepted: '45', 'dropped:bot': '2' });
    expect(await redis.get(statisticsSaltKey(stack.prefix, today))).toBe(salt);
    expect(await redis.ttl(statisticsSaltKey(stack.prefix, today))).toBeGreaterThan(3000);
    expect(await redis.exists(oldKey(`counters:${today}`), oldKey(`salt:${today}`))).toBe(0);
    // The old queue's own keys (the queue had the segment's name) are left to the drain.
    await redis.set(oldKey('meta-fixture'), 'kept');
    expect(await carryOverSeedStatisticsKeys(redis, stack.prefix)).toBe(0);
    expect(await redis.get(oldKey('meta-fixture'))).toBe('kept');
  });
});
