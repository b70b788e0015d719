import { createHash } from 'node:crypto';
import type { Db } from '@voltline/db';

/** Why Postgres refused a statement, when the data is the reason (so the same rows would always fail). */
export interface Refusal {
  code: string;
  message: string;
}

/**
 * SQLSTATEs that depend on the rows, not on the moment: data exceptions (a date that does not
 * exist, NUL, a value too long, a number out of range), integrity violations other than a unique
 * key (a unique key is a fold racing another one: retried, never set aside), a row affected twice,
 * an index entry too large.
 */
function isRefusedData(code: string): boolean {
  return code.startsWith('22') || (code.startsWith('23') && code !== '23505') || code === '21000' || code === '54000';
}

/** The refusal behind an error of a raw query, or undefined when the error is not the data's fault (connection, deadlock...). */
export function refusalOf(error: unknown): Refusal | undefined {
  // Prisma's driver adapter keeps Postgres's own code and message under meta.driverAdapterError.cause.
  const cause = (
    error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown; originalMessage?: unknown; message?: unknown } } } }
  )?.meta?.driverAdapterError?.cause;
  const code = String(cause?.originalCode ?? cause?.code ?? '');
  if (!/^[0-9A-Z]{5}$/.test(code) || !isRefusedData(code)) return undefined;
  return { code, message: String(cause?.originalMessage ?? cause?.message ?? '') };
}

/** statistics_batch ids and dead-letter job ids are VARCHAR(64): a longer id is replaced by its hash. */
export function storedId(id: string): string {
  return id.length <= 64 ? id : `sha256:${createHash('sha256').update(id).digest('hex').slice(0, 56)}`;
}

/**
 * The JSON text of a value, as jsonb takes it: JSON.stringify writes NUL and lone surrogates as
 * \u escapes, which jsonb refuses, so their backslash is escaped and they are kept as visible text.
 * The lookbehind counts backslashes, so a literal "\u0000" typed by someone is left as it is.
 */
export function jsonForPostgres(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u(0000|d[89a-f][0-9a-f]{2})/g, '$1\\\\u$2');
}

/** The kind column of an event, also of one the workers could not read. */
function kindOf(event: unknown): string {
  const k = (event as { k?: unknown } | null)?.k;
  return typeof k === 'string' && /^[a-z_]{1,16}$/.test(k) ? k : 'unknown';
}

/** Why an event the workers cannot read (a newer api's kind, a missing field) was set aside. */
export function unreadable(message: string): Refusal {
  return { code: 'schema', message };
}

/** Sets one event aside with the reason; false when it already was (a job delivered twice). */
export async function deadLetter(db: Db, at: { jobId: string; position: number; event: unknown }, refusal: Refusal): Promise<boolean> {
  // The same escaping as the event's, in case a message quotes what it refused.
  const reason = (JSON.parse(jsonForPostgres(`${refusal.code} ${refusal.message}`)) as string).slice(0, 1_000);
  const inserted = await db.$executeRaw`
    INSERT INTO statistics_dead_letter (job_id, position, kind, event, reason)
    VALUES (${storedId(at.jobId)}, ${at.position}, ${kindOf(at.event)}, ${jsonForPostgres(at.event)}::jsonb, ${reason})
    ON CONFLICT DO NOTHING`;
  return inserted > 0;
}
