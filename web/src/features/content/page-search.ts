import * as z from '../../lib/zod-mini';

/** `?page=` of paged lists: a whole number from 2 up, else absent (page 1). */
export const pageSearch = z.object({
  page: z.optional(z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2), z.maximum(10_000))), undefined)),
});
