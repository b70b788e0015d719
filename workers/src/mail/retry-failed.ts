import type { Db } from '@voltline/db';
import { mailQueue } from '@voltline/contracts/jobs';
import type { QueueSet } from '@voltline/platform/queues';
import type { OutboxDispatcher } from '@voltline/platform/outbox';

export interface RetryFailedResult {
  /** Outbox ids handed to the mail queue again. */
  handedOver: string[];
  /** Reset, but Redis was unreachable: the workers' outbox sweep hands them over. */
  leftToSweep: string[];
  /** Ids asked for that are not a failed mail. */
  notFailed: string[];
}

/**
 * Sends failed mail again (`npm run mail:retry-failed`): the outbox row is reset to "not handed
 * over", the failed BullMQ job (same id) is removed so the id is free, and the row is handed over
 * now, with a fresh 24 h of retries. Its send claim was released when it failed, so it sends.
 */
export async function retryFailedMail(deps: { db: Db; queues: QueueSet; dispatcher: OutboxDispatcher }, ids: string[] | 'all'): Promise<RetryFailedResult> {
  const rows = await deps.db.outboxEvent.findMany({
    where: { queue: mailQueue.name, failedAt: { not: null }, ...(ids === 'all' ? {} : { id: { in: ids } }) },
    select: { id: true, queue: true, name: true, payload: true, requestId: true },
    orderBy: { createdAt: 'asc' },
  });
  const result: RetryFailedResult = { handedOver: [], leftToSweep: [], notFailed: ids === 'all' ? [] : ids.filter((id) => !rows.some((r) => r.id === id)) };
  const queue = deps.queues.get(mailQueue);
  for (const row of rows) {
    const job = await queue.getJob(row.id).catch(() => undefined);
    if (job && (await job.isFailed())) await job.remove();
    await deps.db.outboxEvent.update({ where: { id: row.id }, data: { failedAt: null, dispatchedAt: null, handoverUntil: null } });
    if (await deps.dispatcher.dispatch(row)) result.handedOver.push(row.id);
    else result.leftToSweep.push(row.id);
  }
  return result;
}
