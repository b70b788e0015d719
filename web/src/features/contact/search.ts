import * as z from '../../lib/zod-mini';
import { searchValidator } from '../../lib/search-schema';
import { STEPS } from './steps';

/**
 * /support_contactus: `?step=` is the wizard's step (the first, subject, is left out), so Back and
 * Forward walk the steps and a reload keeps it. An unknown step opens the first.
 */
export const contactWizardSearch = searchValidator(z.object({ step: z.catch(z.optional(z.enum(STEPS)), undefined) }));
