import type { Job } from 'bullmq';
import type { Logger } from 'pino';

/**
 * The request id a job carries (`reqId`, written by the outbox from the api request that recorded
 * it: recordWithOutbox in platform/src/outbox.ts), when it has one that looks like one.
 */
export function jobRequestId(job: Pick<Job, 'data'> | undefined): string | undefined {
  const reqId = (job?.data as { reqId?: unknown } | undefined)?.reqId;
  return typeof reqId === 'string' && reqId.length <= 64 ? reqId : undefined;
}

/**
 * The logger for every line about one job: its queue, its id (the outbox id) and the id of the
 * request that caused it, so a grep of one request id finds the request, the hand-over and the mail
 * (docs/operations.md, "Logs").
 */
export function jobLogger(logger: Logger, queue: string, job: Pick<Job, 'id' | 'data'> | undefined): Logger {
  const reqId = jobRequestId(job);
  return logger.child({ queue, jobId: job?.id, ...(reqId ? { reqId } : {}) });
}
