/**
 * The queue contract as the processes that use BullMQ see it: the queue definitions and every
 * payload schema, defined once in the contracts (contracts/src/jobs/queues.ts), and the Redis key
 * the api and the workers share for the statistics counters.
 */
export * from '@voltline/contracts/jobs';

/**
 * The day's statistics counters in Redis (a hash shared by every process): `accepted` and
 * `dropped:<reason>`, written by the api (bot, invalid, unavailable) and the workers (dead_letter).
 */
export function kanbanCountersKey(prefix: string, day: string): string {
  return `${prefix}:kanban:counters:${day}`;
}
