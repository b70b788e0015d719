import type { Queue } from 'bullmq';
import type { Db, Prisma } from '@voltline/db';
import { DEFAULT_JOB_OPTIONS, type OutboxJob, type QueueName } from '../jobs';

type Tx = Prisma.TransactionClient;

export interface OutboxRow {
  id: string;
  queue: string;
  name: string;
  payload: unknown;
}

/** Writes the follow-up job in the caller's transaction, next to the business row. */
export async function writeOutbox(tx: Tx, job: OutboxJob): Promise<OutboxRow> {
  return tx.outboxEvent.create({
    data: { queue: job.queue, name: job.name, payload: job.payload as Prisma.InputJsonValue },
    select: { id: true, queue: true, name: true, payload: true },
  });
}

export type QueueLookup = (name: QueueName) => Queue;

/**
 * Hands outbox rows to BullMQ. jobId = outbox id, so a row handed over twice (api and sweeper
 * racing, or a crash after add and before the update) is still one job while BullMQ keeps it,
 * and the mail worker's sent-record covers the rest.
 */
export class OutboxDispatcher {
  constructor(
    private readonly db: Db,
    private readonly queues: QueueLookup,
    private readonly handoverTimeoutMs = 1_500,
  ) {}

  /** Tries once; returns false (and leaves the row for the sweeper) when Redis is not reachable. */
  async dispatch(row: OutboxRow): Promise<boolean> {
    try {
      await this.enqueue(row);
    } catch {
      await this.db.outboxEvent
        .update({ where: { id: row.id }, data: { attempts: { increment: 1 } } })
        .catch(() => undefined);
      return false;
    }
    await this.db.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: new Date() } });
    return true;
  }

  /**
   * Re-dispatches rows that were committed but never handed over. Rows are locked with
   * SKIP LOCKED so several worker processes can sweep at once without double work.
   */
  async sweep(options: { graceMs: number; limit?: number }): Promise<{ dispatched: number; failed: number }> {
    const cutoff = new Date(Date.now() - options.graceMs);
    return this.db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<OutboxRow[]>`
          SELECT id::text AS id, queue, name, payload FROM outbox_event
          WHERE dispatched_at IS NULL AND created_at <= ${cutoff}
          ORDER BY created_at
          LIMIT ${options.limit ?? 200}
          FOR UPDATE SKIP LOCKED`;
        let dispatched = 0;
        let failed = 0;
        for (const row of rows) {
          try {
            await this.enqueue(row);
            await tx.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: new Date(), attempts: { increment: 1 } } });
            dispatched++;
          } catch (error) {
            failed++;
            await tx.outboxEvent.update({
              where: { id: row.id },
              data: { attempts: { increment: 1 }, lastError: String((error as Error).message ?? error).slice(0, 500) },
            });
          }
        }
        return { dispatched, failed };
      },
      { timeout: 60_000 },
    );
  }

  private async enqueue(row: OutboxRow): Promise<void> {
    const queue = this.queues(row.queue as QueueName);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('queue hand-over timed out')), this.handoverTimeoutMs);
    });
    try {
      await Promise.race([queue.add(row.name, row.payload, { ...DEFAULT_JOB_OPTIONS, jobId: row.id }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
