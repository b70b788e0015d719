import { toLang } from '@voltline/locales';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import { AppError, Status, type SubscriptionRequest } from '@voltline/contracts';
import { hashToken, newToken } from '../../lib/tokens';

/** How long a double opt-in link stays valid. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 3600 * 1000;

export interface NewsletterDeps extends OutboxDeps {
  publicUrl: string;
}

/**
 * Double opt-in newsletter. A subscription is stored as pending with the consent time, and a
 * confirmation email is queued through the outbox in the same transaction.
 */
export function newsletterService(deps: NewsletterDeps) {
  const { db, publicUrl } = deps;
  const confirmUrl = (token: string) => `${publicUrl}/subscription_confirm?token=${token}`;
  const unsubscribeUrl = (token: string) => `${publicUrl}/api/front/customer/unsubscribe?token=${token}`;

  return {
    /**
     * Records the subscription and mails the confirmation; with `mail: false` (the address's mail
     * limit is reached) it only answers as it would (631 for a confirmed subscriber) and changes
     * nothing, so the link of the latest mail sent keeps working.
     */
    async subscribe(request: SubscriptionRequest, requestId?: string, { mail = true } = {}, now = new Date()): Promise<void> {
      if (!mail) {
        const existing = await db.subscriber.findUnique({ where: { email: request.email }, select: { status: true } });
        if (existing?.status === 'confirmed') throw new AppError(Status.alreadySubscribed);
        return;
      }
      const lang = toLang(request.site);
      const token = newToken();
      // Stored as its hash, so it cannot be mailed again later: each confirmation mail carries a
      // new one (the earlier mail's link stops working; the latest one always unsubscribes).
      const unsubscribeToken = newToken();
      await recordWithOutbox({ ...deps, requestId }, async (tx) => {
        const existing = await tx.subscriber.findUnique({ where: { email: request.email } });
        // Only a confirmed subscriber is "already subscribed"; a pending one gets the email again.
        if (existing?.status === 'confirmed') throw new AppError(Status.alreadySubscribed);
        const fields = {
          site: lang,
          localTime: request.local_time ?? '',
          status: 'pending' as const,
          consentAt: now,
          confirmTokenHash: hashToken(token),
          confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
          unsubscribeTokenHash: hashToken(unsubscribeToken),
          unsubscribedAt: null,
        };
        const subscriber = existing
          ? await tx.subscriber.update({ where: { id: existing.id }, data: fields })
          : await tx.subscriber.create({ data: { email: request.email, ...fields } });
        return [
          queueJob(mailQueue, 'newsletterConfirm', {
            to: subscriber.email,
            lang,
            siteUrl: publicUrl,
            confirmUrl: confirmUrl(token),
            unsubscribeUrl: unsubscribeUrl(unsubscribeToken),
          }),
        ];
      });
    },

    async confirm(token: string, now = new Date()): Promise<void> {
      const subscriber = await db.subscriber.findUnique({ where: { confirmTokenHash: hashToken(token) } });
      if (!subscriber || !subscriber.confirmExpiresAt || subscriber.confirmExpiresAt < now) {
        throw new AppError(Status.linkInvalid);
      }
      await db.subscriber.update({
        where: { id: subscriber.id },
        data: { status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null },
      });
    },

    /** Always succeeds from the caller's view: an unknown token reveals nothing. */
    async unsubscribe(token: string, now = new Date()): Promise<void> {
      await db.subscriber.updateMany({
        where: { unsubscribeTokenHash: hashToken(token), status: { not: 'unsubscribed' } },
        data: { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null },
      });
    },
  };
}
