import { z } from 'zod';

/**
 * The id of the api request that recorded the job (its x-request-id answer header), added to the
 * payload by the outbox's hand-over (platform/src/outbox.ts) so the workers' log lines about
 * the job carry it. Optional: jobs not started by a request have none. A value that is not an id is
 * dropped, never a reason to fail the job.
 */
export const reqId = z
  .string()
  .regex(/^[\w.-]{1,64}$/)
  .optional()
  .catch(undefined);
