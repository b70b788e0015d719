import type { Prisma } from '@voltline/db';
import { AppError, Status } from '@voltline/contracts';

/**
 * Makes `email` the owner of `orderId` when nobody owns it yet; 632 when another email does. Two
 * requests naming the same order at once queue on the primary key: the second sees the first's
 * owner once it commits.
 */
export async function claimOrder(tx: Prisma.TransactionClient, orderId: string, email: string, via: 'registration' | 'device'): Promise<void> {
  await tx.orderOwner.createMany({ data: [{ orderId, email, via }], skipDuplicates: true });
  const owner = await tx.orderOwner.findUnique({ where: { orderId }, select: { email: true } });
  if (owner && owner.email !== email) throw new AppError(Status.orderOwnedByAnother);
}
