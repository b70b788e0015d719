import type { Redis } from 'ioredis';
import { SEED_STATISTICS_NAMES } from '@voltline/contracts';

/** The segment after the prefix of every statistics key in Redis. */
const SEGMENT = 'statistics';

/**
 * The day's statistics counters in Redis (a hash shared by every process): `accepted` and
 * `dropped:<reason>`, written by the api (bot, invalid, unavailable) and the workers (dead_letter).
 */
export function statisticsCountersKey(prefix: string, day: string): string {
  return `${prefix}:${SEGMENT}:counters:${day}`;
}

/** The day's salt of the visitor hash (api/src/modules/statistics/visitors.ts). */
export function statisticsSaltKey(prefix: string, day: string): string {
  return `${prefix}:${SEGMENT}:salt:${day}`;
}

/** A visitor's arrival of the day (api/src/modules/statistics/attribution.ts). */
export function statisticsArrivalKey(prefix: string, visitor: string): string {
  return `${prefix}:${SEGMENT}:arrival:${visitor}`;
}

/**
 * Counters add up; anything else (a salt, an arrival) moves only when the new name is still free,
 * so a value the new code already wrote wins. A key moved keeps its expiry (RENAME keeps the TTL).
 */
const CARRY_OVER = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[1] == 'merge' then
  local fields = redis.call('HGETALL', KEYS[1])
  for i = 1, #fields, 2 do redis.call('HINCRBY', KEYS[2], fields[i], fields[i + 1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl > 0 and redis.call('PTTL', KEYS[2]) < 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
  redis.call('DEL', KEYS[1])
  return 1
end
return redis.call('RENAMENX', KEYS[1], KEYS[2])`;

/**
 * Moves the statistics keys written under the seed's name (`SEED_STATISTICS_NAMES.redisSegment`) to their new
 * names, so that a deploy in the middle of a day keeps its counters, its visitor salt (distinct
 * visitors stay distinct) and its arrivals (attribution). Idempotent and safe to run from every
 * process at start: each key moves once, atomically. Returns how many keys moved.
 */
export async function carryOverSeedStatisticsKeys(redis: Redis, prefix: string): Promise<number> {
  const oldStart = `${prefix}:${SEED_STATISTICS_NAMES.redisSegment}:`;
  let moved = 0;
  // Only these three kinds: the old queue's own BullMQ keys share the old segment (the queue had
  // the same name) and are the drain's to read, never to move.
  for (const kind of ['counters', 'salt', 'arrival'] as const) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${oldStart}${kind}:*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const rest = key.slice(oldStart.length);
        moved += Number(await redis.eval(CARRY_OVER, 2, key, `${prefix}:${SEGMENT}:${rest}`, kind === 'counters' ? 'merge' : 'rename'));
      }
    } while (cursor !== '0');
  }
  return moved;
}
