import type { Logger } from 'pino';
import type { Db, Prisma } from '@voltline/db';
import { queueNamed, type OutboxJob } from '@voltline/contracts/jobs';
import type { QueueSet } from './queues';

type Tx = Prisma.TransactionClient;

export interface OutboxRow {
  id: string;
  queue: string;
  name: string;
  payload: unknown;
  /** The request that wrote the row, when it came from one; its job carries it as `reqId`. */
  requestId?: string | null;
}

/** How long whoever hands a row over holds it (far longer than a hand-over may take). */
export const HANDOVER_LEASE_MS = 60_000;

/**
 * Writes the follow-up job in the caller's transaction, next to the business row, with the id of
 * the api request that recorded it (its x-request-id): the job carries it into the workers' logs.
 */
export async function writeOutbox(tx: Tx, job: OutboxJob, requestId?: string): Promise<OutboxRow> {
  return tx.outboxEvent.create({
    data: { queue: job.queue, name: job.name, payload: job.payload as Prisma.InputJsonValue, requestId: requestId ?? null },
    select: { id: true, queue: true, name: true, payload: true, requestId: true },
  });
}

/** What recordWithOutbox needs: the database, the hand-over, and a log for a hand-over that failed. */
export interface OutboxDeps {
  db: Db;
  outbox: OutboxDispatcher;
  log: Pick<Logger, 'warn'>;
}

/**
 * The write path of every submission (docs/architecture.md, "A form submission"): `write` stores
 * the business rows in a transaction and returns the follow-up jobs they need, which are written
 * to the outbox in that same transaction, so the rows and their jobs commit together or not at
 * all. After the commit each job is handed over; that only saves the sweep's delay, so a
 * hand-over that fails is a warning (the sweep hands the job over later), never the caller's
 * error. Returns the committed outbox rows (none when `write` returned no job). `requestId`, the
 * api request's id (request.id, its x-request-id answer header), is kept with each row.
 */
export async function recordWithOutbox(
  { db, outbox, log, requestId }: OutboxDeps & { requestId?: string },
  write: (tx: Tx) => Promise<OutboxJob[]>,
): Promise<OutboxRow[]> {
  const rows = await db.$transaction(async (tx) => {
    const written: OutboxRow[] = [];
    for (const job of await write(tx)) written.push(await writeOutbox(tx, job, requestId));
    return written;
  });
  for (const row of rows) {
    const job = { outboxId: row.id, queue: row.queue, name: row.name };
    try {
      if (!(await outbox.dispatch(row))) log.warn(job, 'queue unreachable; the outbox sweeper will hand the job over');
    } catch (error) {
      // Postgres failed after the commit (taking the lease, marking the row): the job is committed all the same.
      log.warn({ ...job, err: error }, 'hand-over failed; the outbox sweeper will hand the job over');
    }
  }
  return rows;
}

/**
 * Hands outbox rows to BullMQ. Each hand-over holds the row's lease (handover_until), so the api
 * and the sweeps of several worker processes never hand the same row over at once; `attempts`
 * counts the hand-overs. jobId = outbox id, so even a row handed over again after a crash is one
 * job while BullMQ keeps it, and the mail worker's send claim covers the rest.
 */
export class OutboxDispatcher {
  constructor(
    private readonly db: Db,
    private readonly queues: QueueSet,
    private readonly handoverTimeoutMs = 1_500,
  ) {}

  /**
   * Hands over a row the caller just committed. True when it is in Redis (or a sweep already took
   * it); false leaves it to the sweep (Redis not reachable).
   */
  async dispatch(row: OutboxRow): Promise<boolean> {
    const held = await this.db.$executeRaw`
      UPDATE outbox_event SET handover_until = now() + ${HANDOVER_LEASE_MS} * interval '1 millisecond'
      WHERE id = ${row.id}::uuid AND dispatched_at IS NULL AND (handover_until IS NULL OR handover_until < now())`;
    if (held === 0) return true;
    try {
      await this.enqueue(row);
    } catch (error) {
      await this.release(row.id, error).catch(() => undefined);
      return false;
    }
    await this.markDispatched(row.id);
    return true;
  }

  /**
   * Hands over rows that were committed but never handed over (Redis was down, the writer died).
   * The rows are claimed in one short statement (SKIP LOCKED, then the lease), and handed to Redis
   * outside any transaction. Stops at the first failure: Redis is down, the rest can wait.
   */
  async sweep(options: { graceMs: number; limit?: number }): Promise<{ dispatched: number; failed: number }> {
    const cutoff = new Date(Date.now() - options.graceMs);
    const rows = await this.db.$queryRaw<OutboxRow[]>`
      WITH picked AS (
        SELECT id FROM outbox_event
        WHERE dispatched_at IS NULL AND failed_at IS NULL AND created_at <= ${cutoff}
          AND (handover_until IS NULL OR handover_until < now())
        ORDER BY created_at
        LIMIT ${options.limit ?? 200}
        FOR UPDATE SKIP LOCKED)
      UPDATE outbox_event o SET handover_until = now() + ${HANDOVER_LEASE_MS} * interval '1 millisecond'
      FROM picked WHERE o.id = picked.id
      RETURNING o.id::text AS id, o.queue, o.name, o.payload, o.request_id AS "requestId"`;
    let dispatched = 0;
    for (const [index, row] of rows.entries()) {
      try {
        await this.enqueue(row);
      } catch (error) {
        await Promise.all(rows.slice(index).map((r) => this.release(r.id, error)));
        return { dispatched, failed: rows.length - index };
      }
      await this.markDispatched(row.id);
      dispatched++;
    }
    return { dispatched, failed: 0 };
  }

  /**
   * Redis may lose jobs it was handed (restarted without persistence, flushed, failed over empty).
   * Rows handed over more than `olderThanMs` ago and not finished are looked up in their queue:
   * a job that is gone is handed over again (the mail worker's claim stops a second copy); one
   * still waiting or retrying is looked at again later; a finished one gets its mark.
   */
  async recheckHandedOver(options: { olderThanMs: number; limit?: number }): Promise<{ lost: number }> {
    const rows = await this.db.$queryRaw<{ id: string; queue: string }[]>`
      SELECT id::text AS id, queue FROM outbox_event
      WHERE completed_at IS NULL AND dispatched_at < now() - ${options.olderThanMs} * interval '1 millisecond' AND failed_at IS NULL
      ORDER BY dispatched_at
      LIMIT ${options.limit ?? 200}`;
    let lost = 0;
    for (const row of rows) {
      // A queue this version does not know (a newer one wrote the row): left to a process that does.
      const definition = queueNamed(row.queue);
      if (!definition) continue;
      const job = await this.withTimeout(this.queues.get(definition).getJob(row.id));
      const state = job ? await this.withTimeout(job.getState()) : 'gone';
      if (state === 'completed') await markOutboxFinished(this.db, row.id, 'completed');
      else if (state === 'failed') await markOutboxFinished(this.db, row.id, 'failed', job?.failedReason);
      else if (state === 'gone' || state === 'unknown') {
        lost++;
        await this.db.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: null, lastError: 'job lost from Redis; handed over again' } });
      } else await this.db.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: new Date() } });
    }
    return { lost };
  }

  private async markDispatched(id: string): Promise<void> {
    await this.db.outboxEvent.update({ where: { id }, data: { dispatchedAt: new Date(), handoverUntil: null, attempts: { increment: 1 } } });
  }

  /** Gives the row back to the sweep at once, with the reason the hand-over failed. */
  private async release(id: string, error: unknown): Promise<void> {
    await this.db.outboxEvent.update({
      where: { id },
      data: { handoverUntil: null, attempts: { increment: 1 }, lastError: String((error as Error)?.message ?? error).slice(0, 500) },
    });
  }

  /**
   * The row's payload was checked against its schema when it was written (OutboxJob); BullMQ gets it
   * as stored, with the request id as `reqId` (an optional field of every outbox job's schema).
   */
  private async enqueue(row: OutboxRow): Promise<void> {
    const definition = definitionOf(row);
    const data = row.requestId && isPlainObject(row.payload) ? { ...row.payload, reqId: row.requestId } : row.payload;
    await this.withTimeout(this.queues.get(definition).add(row.name, data, { ...definition.jobOptions, jobId: row.id }));
  }

  private async withTimeout<T>(call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('queue hand-over timed out')), this.handoverTimeoutMs);
    });
    try {
      return await Promise.race([call, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The queue of a stored row; a name no queue has (a newer version wrote it) fails the hand-over, kept as its reason. */
function definitionOf(row: { queue: string }) {
  const definition = queueNamed(row.queue);
  if (!definition) throw new Error(`no queue named ${row.queue}`);
  return definition;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks the outbox row of a finished job (the job id is the row id): completed, or failed for
 * good with the reason operators see. Jobs that did not come from the outbox are ignored.
 */
export async function markOutboxFinished(db: Db, jobId: string | undefined, outcome: 'completed' | 'failed', reason?: string): Promise<void> {
  if (!jobId || !UUID.test(jobId)) return;
  const now = new Date();
  await db.outboxEvent.updateMany({
    where: { id: jobId },
    data: outcome === 'completed' ? { completedAt: now } : { failedAt: now, lastError: (reason ?? 'failed').slice(0, 500) },
  });
}
