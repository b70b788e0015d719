import type { Db } from '@voltline/db';
import { ORDER_ID } from '@voltline/contracts';
import { ClaimError } from './claims';

export interface MoveInput {
  order: string;
  /** The email that gets the order. */
  to: string;
  /** The care team member moving it (the audit's "who"). */
  by: string;
  note?: string;
}

export interface MovedOrder {
  orderId: string;
  from: string;
  to: string;
  /** False when the order is not imported yet: the new owner gets the device once it is. */
  deviceMoved: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Moves an order to another email (the care team, `npm run warranty:record -- --move-to`): the
 * owner changes, the device leaves the old owner's list and joins the new one's, and the move is
 * written to `order_owner_move` (who, when, from, to) in the same transaction.
 */
export async function moveOrder(db: Db, input: MoveInput, now = new Date()): Promise<MovedOrder> {
  const orderId = input.order.trim();
  if (!ORDER_ID.test(orderId)) throw new ClaimError(`--order "${input.order}" is not an order id of the form 123-1234567-1234567`);
  const to = input.to.trim().toLowerCase();
  if (!EMAIL.test(to)) throw new ClaimError(`--move-to "${input.to}" is not an email address`);
  const by = input.by.trim();
  if (!by || by.length > 128) throw new ClaimError('--by must name who moves the order (1 to 128 characters)');
  const note = (input.note ?? '').trim();
  if (note.length > 1000) throw new ClaimError('--note is longer than 1000 characters');

  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ email: string }[]>`SELECT email FROM order_owner WHERE order_id = ${orderId} FOR UPDATE`;
    const from = locked[0]?.email;
    if (!from) throw new ClaimError(`nobody has registered the order ${orderId}: there is nothing to move`);
    if (from === to) throw new ClaimError(`the order ${orderId} already belongs to ${to}`);
    await tx.orderOwner.update({ where: { orderId }, data: { email: to } });
    await tx.device.deleteMany({ where: { orderId, email: from } });
    const imported = (await tx.marketplaceOrder.count({ where: { orderId } })) > 0;
    if (imported) await tx.device.createMany({ data: [{ email: to, orderId, addedBy: 'care' }], skipDuplicates: true });
    await tx.orderOwnerMove.create({ data: { orderId, fromEmail: from, toEmail: to, movedBy: by, note, movedAt: now } });
    return { orderId, from, to, deviceMoved: imported };
  });
}
