import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';

/** Delayed jobs read from Redis per call, so a long backlog never loads at once. */
const PAGE = 500;

/**
 * Sends the mail waiting for a retry now: called when SMTP takes mail again after it was down or
 * refusing (smtp-watch.ts), so an outage costs its own length, not its length plus the next
 * backoff step (up to MAIL_RETRY_MAX_MS, an hour). The jobs are moved to the waiting list oldest
 * mail first, and the mail worker takes them from there at its usual pace (MAIL_CONCURRENCY): a
 * backlog does not arrive at the SMTP server all at once. Only retries are moved (attemptsMade > 0). Several workers processes may do
 * this at the same time: a job another process moved first is skipped.
 */
export async function promoteWaitingMail(queue: Queue, logger: Logger): Promise<number> {
  const retries: Job[] = [];
  for (let start = 0; ; start += PAGE) {
    const page = await queue.getDelayed(start, start + PAGE - 1);
    for (const job of page) if (job && job.attemptsMade > 0) retries.push(job);
    if (page.length < PAGE) break;
  }
  retries.sort((a, b) => a.timestamp - b.timestamp);
  let promoted = 0;
  for (const job of retries) {
    try {
      await job.promote();
      promoted++;
    } catch {
      // No longer delayed: another process promoted it, or its retry time came meanwhile.
    }
  }
  if (promoted > 0) logger.info({ promoted }, 'mail waiting for a retry moved to the queue');
  return promoted;
}

/**
 * The check of an SMTP server that refuses mail (smtp-watch.ts): verify() cannot tell it from one
 * that takes mail, so one real mail is tried. Each call moves the retry due soonest to the queue:
 * a mail refused again goes back to a later retry, so the next call tries another one. Nothing
 * new is sent (the mail was waiting anyway, and its send claim keeps it from going twice). While
 * the mail moved last is still waiting or being sent, nothing more is moved: its outcome is not in.
 * Returns false when no mail waits for a retry.
 */
export function mailProbe(queue: Queue): () => Promise<boolean> {
  let last: string | undefined;
  return async () => {
    if (last !== undefined && ['waiting', 'active', 'prioritized'].includes(await queue.getJobState(last))) return true;
    for (let start = 0; ; start += PAGE) {
      // Oldest due first: the delayed set is ordered by when each job is due.
      const page = await queue.getJobs(['delayed'], start, start + PAGE - 1, true);
      for (const job of page) {
        if (!job?.id || job.attemptsMade === 0) continue;
        try {
          await job.promote();
          last = job.id;
          return true;
        } catch {
          // No longer delayed (another process moved it): take the next one.
        }
      }
      if (page.length < PAGE) return false;
    }
  };
}
