import * as z from './zod-mini';

/**
 * A route's `validateSearch` from a zod/mini schema (zod/mini: the routes are in the entry, and
 * the full zod loads only with the forms). Values the schema refuses are dropped by its `catch`es,
 * so a hand-edited address still opens the page. Callers import zod from lib/zod-mini.ts.
 */
export function searchValidator<T>(schema: z.ZodMiniType<T>): (search: Record<string, unknown>) => T {
  return (search) => z.parse(schema, search);
}
