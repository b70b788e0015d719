import type { Db } from '@voltline/db';
import { ORDER_ID } from '@voltline/contracts';
import { FREE_REPLACEMENTS, claimRefusal, toDay, type ClaimKind } from './policy';

export const CLAIM_KINDS: readonly ClaimKind[] = ['replacement', 'exchange', 'refund'];

export interface ClaimInput {
  order: string;
  kind: string;
  /** YYYY-MM-DD; today when absent. */
  at?: string;
  note?: string;
}

export interface RecordedClaim {
  orderId: string;
  kind: ClaimKind;
  at: string;
  freeReplacementsLeft: number;
}

/** The claim cannot be recorded: the message says why, for the operator. */
export class ClaimError extends Error {
  override name = 'ClaimError';
}

function parseDay(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && toDay(date) === value ? date : undefined;
}

/**
 * Records the outcome of a warranty claim on an imported order (operators, `npm run
 * warranty:record`). The order's row is locked while its earlier claims are checked, so two
 * operators cannot both record the last free replacement.
 */
export async function recordClaim(db: Db, input: ClaimInput, now = new Date()): Promise<RecordedClaim> {
  const orderId = input.order.trim();
  if (!ORDER_ID.test(orderId)) throw new ClaimError(`--order "${input.order}" is not an order id of the form 123-1234567-1234567`);
  const kind = input.kind.trim().toLowerCase() as ClaimKind;
  if (!CLAIM_KINDS.includes(kind)) throw new ClaimError(`--kind must be one of ${CLAIM_KINDS.join(', ')}, not "${input.kind}"`);
  const at = input.at === undefined ? parseDay(toDay(now))! : parseDay(input.at.trim());
  if (!at) throw new ClaimError(`--at "${input.at}" is not a date of the form YYYY-MM-DD`);
  if (toDay(at) > toDay(now)) throw new ClaimError(`--at ${toDay(at)} is in the future`);
  const note = (input.note ?? '').trim();
  if (note.length > 1000) throw new ClaimError('--note is longer than 1000 characters');

  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ purchase_date: Date }[]>`
      SELECT purchase_date FROM marketplace_order WHERE order_id = ${orderId} FOR UPDATE`;
    const order = locked[0];
    if (!order) throw new ClaimError(`no imported order has the id ${orderId}: import the marketplace report that lists it first`);
    const earlier = await tx.claimEvent.findMany({ where: { orderId }, select: { kind: true, at: true } });
    const refusal = claimRefusal(kind, at, order.purchase_date, earlier);
    if (refusal) throw new ClaimError(refusal);
    await tx.claimEvent.create({ data: { orderId, kind, at, note } });
    const used = earlier.filter((c) => c.kind !== 'refund').length + (kind === 'refund' ? 0 : 1);
    return { orderId, kind, at: toDay(at), freeReplacementsLeft: kind === 'refund' ? 0 : Math.max(0, FREE_REPLACEMENTS - used) };
  });
}
