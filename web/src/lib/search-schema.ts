// zod never probes eval (a CSP violation in the browser): configured before any schema here parses.
import '@voltline/api/zod-config';
import * as z from 'zod/mini';

/**
 * A route's `validateSearch` from a zod/mini schema (zod/mini: the routes are in the entry, and
 * the full zod loads only with the forms). Values the schema refuses are dropped by its `catch`es,
 * so a hand-edited address still opens the page.
 *
 * Callers import zod/mini as a namespace themselves: re-exporting the namespace object from here
 * would keep all of zod in the entry chunk (a namespace used as a value cannot be tree-shaken).
 */
export function searchValidator<T>(schema: z.ZodMiniType<T>): (search: Record<string, unknown>) => T {
  return (search) => z.parse(schema, search);
}
