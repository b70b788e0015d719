import type { Logger } from 'pino';
import type { Db } from '@voltline/db';
import { toLang } from '@voltline/locales';
import { mailQueue, ordersQueue, queueJob } from '@voltline/contracts/jobs';
import { jobProcessor } from '../lib/read-job';
import { recordWithOutbox, type OutboxDispatcher } from '@voltline/platform/outbox';
import { isCancelled } from '@voltline/contracts';

/** A registration whose order is still not found this long after it was made gets one proof-of-purchase email. */
export const PROOF_REQUEST_AFTER_MS = 14 * 24 * 3600 * 1000;

export interface OrderCheckDeps {
  db: Db;
  dispatcher: OutboxDispatcher;
  /** The site's address, for the link of the proof-of-purchase email. */
  publicUrl: string;
  logger: Logger;
}

/**
 * The order check of warranty registrations. A registration whose order number is among the
 * imported orders (and not cancelled) becomes verified, and the order becomes a device of its
 * email. Every step is idempotent: a job that runs twice, or two workers at once, change the
 * registration once (conditional updates) and mail once (the update and the outbox row commit
 * together).
 */
export function createOrderChecker({ db, dispatcher, publicUrl, logger }: OrderCheckDeps) {
  async function verify(registrationId: string, now = new Date()): Promise<boolean> {
    return db.$transaction(async (tx) => {
      const registration = await tx.warrantyRegistration.findUnique({ where: { id: registrationId } });
      if (!registration || registration.status !== 'pending') return false;
      const order = await tx.marketplaceOrder.findUnique({ where: { orderId: registration.orderNumber } });
      if (!order || isCancelled(order.status)) return false;
      const { count } = await tx.warrantyRegistration.updateMany({
        where: { id: registrationId, status: 'pending' },
        data: { status: 'verified', verifiedAt: now },
      });
      if (count !== 1) return false;
      // The order's owner gets the device: the registration's email, unless the care team has
      // moved the order to another email since.
      const owner = await tx.orderOwner.findUnique({ where: { orderId: order.orderId }, select: { email: true } });
      await tx.device.createMany({
        data: [{ email: owner?.email ?? registration.email, orderId: order.orderId, addedBy: 'registration' }],
        skipDuplicates: true,
      });
      return true;
    });
  }

  /** Every pending registration whose order is now imported. */
  async function recheckPending(now = new Date()): Promise<{ verified: number }> {
    const matches = await db.$queryRaw<{ id: string }[]>`
      SELECT r.id::text AS id FROM warranty_registration r
      JOIN marketplace_order o ON o.order_id = r.order_number
      WHERE r.status = 'pending'`;
    let verified = 0;
    for (const { id } of matches) if (await verify(id, now)) verified++;
    if (verified > 0) logger.info({ verified }, 'pending warranty registrations verified');
    return { verified };
  }

  /** Asks once for a proof of purchase where 14 days brought no matching order. */
  async function proofSweep(now = new Date()): Promise<{ requested: number; verified: number }> {
    const due = await db.warrantyRegistration.findMany({
      where: { status: 'pending', proofRequestedAt: null, createdAt: { lte: new Date(now.getTime() - PROOF_REQUEST_AFTER_MS) } },
      orderBy: { createdAt: 'asc' },
      take: 500,
    });
    let requested = 0;
    let verified = 0;
    for (const registration of due) {
      // The order may have come in since the last import's re-check: then no email is needed.
      if (await verify(registration.id, now)) {
        verified++;
        continue;
      }
      const rows = await recordWithOutbox({ db, outbox: dispatcher, log: logger }, async (tx) => {
        const { count } = await tx.warrantyRegistration.updateMany({
          where: { id: registration.id, status: 'pending', proofRequestedAt: null },
          data: { proofRequestedAt: now },
        });
        if (count !== 1) return [];
        return [
          queueJob(mailQueue, 'warrantyProofRequest', {
            to: registration.email,
            lang: toLang(registration.site),
            name: registration.name,
            orderNumber: registration.orderNumber,
            siteUrl: publicUrl,
            contactUrl: `${publicUrl}/support_contactus`,
          }),
        ];
      });
      if (rows.length > 0) requested++;
    }
    if (requested + verified > 0) logger.info({ requested, verified }, 'warranty proof-of-purchase sweep');
    return { requested, verified };
  }

  const process = jobProcessor(ordersQueue, {
    checkRegistration: async ({ registrationId }) => ({ verified: await verify(registrationId) }),
    recheckPending: () => recheckPending(),
    proofSweep: () => proofSweep(),
  });

  return { verify, recheckPending, proofSweep, process };
}
