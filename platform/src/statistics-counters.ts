/**
 * The day's statistics counters in Redis (a hash shared by every process): `accepted` and
 * `dropped:<reason>`, written by the api (bot, invalid, unavailable) and the workers (dead_letter).
 */
export function kanbanCountersKey(prefix: string, day: string): string {
  return `${prefix}:kanban:counters:${day}`;
}
