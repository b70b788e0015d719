import * as z from '../../lib/zod-mini';
import { searchValidator } from '../../lib/search-schema';

/** The wizard's six steps (welcome, name, email, store, item, order number): ?step=1..6. */
export const WIZARD_STEP_COUNT = 6;

/**
 * `?form=quick` opens the newer short form (name, email, order number) instead of the wizard;
 * `?step=` is the wizard's step (1 = welcome, left out), so Back and Forward walk the steps and a
 * reload keeps it. Anything else is ignored.
 */
const warrantySearch = z.object({
  form: z.catch(z.optional(z.literal('quick')), undefined),
  step: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2), z.maximum(WIZARD_STEP_COUNT))), undefined),
});

export const formSearch = searchValidator(warrantySearch);
