import { z } from 'zod';
import { reqId } from './request-id';

/**
 * The order-check queue. `checkRegistration` checks one registration's order number against the
 * imported orders; `recheckPending` checks every pending registration (after an import);
 * `proofSweep` (scheduled) asks for a proof of purchase where 14 days brought no match.
 */
export const orderJobs = {
  checkRegistration: z.object({ registrationId: z.uuid(), reqId }),
  recheckPending: z.object({ reqId }),
  proofSweep: z.object({ reqId }),
} as const;
