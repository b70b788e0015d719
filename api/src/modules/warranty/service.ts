import type { MarketplaceOrder, ClaimEvent } from '@voltline/db';
import { claimOrder } from './order-owner';
import type { Lang } from '@voltline/locales';
import { mailQueue, ordersQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import { AppError, Status, isCancelled, type DeviceRow, type WarrantyRegisterRequest } from '@voltline/contracts';
import { DEFAULT_POLICY, coverageOf, toDay, type SitePolicy } from './policy';

export interface WarrantyDeps extends OutboxDeps {
  publicUrl: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/**
 * Warranty registration and devices. A registration is stored with its order-check job and its
 * confirmation email in one transaction (outbox); the workers verify the order. Warranty is held
 * on the email: one registration per email covers all of its orders. The first email to name an
 * order (registration or devices/add) owns it; another one is refused with 632.
 */
export function warrantyService(deps: WarrantyDeps) {
  const { db, publicUrl } = deps;

  /** The extension an email's registration brings (its site's policy), or null when it has none. */
  async function extensionOf(email: string): Promise<SitePolicy | null> {
    const registration = await db.warrantyRegistration.findUnique({ where: { email }, select: { site: true } });
    if (!registration) return null;
    const policy = await db.warrantyPolicy.findUnique({ where: { site: registration.site } });
    return policy ? { extendedMonths: policy.extendedMonths, wording: policy.wording } : DEFAULT_POLICY;
  }

  function toRow(order: MarketplaceOrder & { claims: ClaimEvent[] }, registered: SitePolicy | null, today: Date): DeviceRow {
    const c = coverageOf({ purchaseDate: order.purchaseDate, registered, claims: order.claims, today });
    return {
      order_id: order.orderId,
      order_date: toDay(order.purchaseDate),
      product: order.productName,
      status: c.status,
      deadline: c.deadline,
      coverage: c.coverage,
    };
  }

  return {
    /** 630 when the email is already registered (one registration covers all its orders). */
    async register(request: WarrantyRegisterRequest, lang: Lang, requestId?: string, now = new Date()): Promise<void> {
      try {
        await recordWithOutbox({ ...deps, requestId }, async (tx) => {
          const existing = await tx.warrantyRegistration.findUnique({ where: { email: request.email }, select: { id: true } });
          if (existing) throw new AppError(Status.alreadyWarrantyUser);
          await claimOrder(tx, request.order_number, request.email, 'registration');
          const registration = await tx.warrantyRegistration.create({
            data: {
              name: request.name,
              email: request.email,
              store: request.store ?? null,
              item: request.item ?? null,
              orderNumber: request.order_number,
              site: lang,
              createdAt: now,
            },
          });
          return [
            queueJob(ordersQueue, 'checkRegistration', { registrationId: registration.id }),
            queueJob(mailQueue, 'warrantyConfirm', {
              to: registration.email,
              lang,
              name: registration.name,
              orderNumber: registration.orderNumber,
              siteUrl: publicUrl,
              policyUrl: `${publicUrl}/about/warrantyPolicy`,
            }),
          ];
        });
      } catch (error) {
        // Two registrations of one email at once: the second one lost the race.
        if (isUniqueViolation(error)) throw new AppError(Status.alreadyWarrantyUser);
        throw error;
      }
    },

    async isWarrantyUser(email: string): Promise<boolean> {
      return (await db.warrantyRegistration.count({ where: { email } })) > 0;
    },

    /** The email's devices, newest purchase first, each with its coverage as of `today`. */
    async devices(email: string, search: string | undefined, today = new Date()): Promise<DeviceRow[]> {
      const [registered, devices] = await Promise.all([
        extensionOf(email),
        db.device.findMany({
          where: { email, ...(search ? { orderId: { contains: search } } : {}) },
          include: { order: { include: { claims: true } } },
          orderBy: [{ order: { purchaseDate: 'desc' } }, { orderId: 'asc' }],
        }),
      ]);
      return devices.map((d) => toRow(d.order, registered, today));
    },

    /**
     * 616 when no (uncancelled) imported order has this id, 620 when it is already a device of this
     * email, 632 when another email registered it first.
     */
    async addDevice(email: string, orderId: string, today = new Date()): Promise<DeviceRow> {
      const order = await db.marketplaceOrder.findUnique({ where: { orderId }, include: { claims: true } });
      if (!order || isCancelled(order.status)) throw new AppError(Status.noOrdersFound);
      try {
        await db.$transaction(async (tx) => {
          await claimOrder(tx, orderId, email, 'device');
          await tx.device.create({ data: { email, orderId, addedBy: 'customer' } });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(Status.deviceExists);
        throw error;
      }
      return toRow(order, await extensionOf(email), today);
    },

    /** Disconnects a device: the row is gone, its status can no longer be queried (621 when it is not in the list). */
    async deleteDevice(email: string, orderId: string): Promise<void> {
      const { count } = await db.device.deleteMany({ where: { email, orderId } });
      if (count === 0) throw new AppError(Status.deviceNotFound);
    },
  };
}

export type WarrantyService = ReturnType<typeof warrantyService>;
