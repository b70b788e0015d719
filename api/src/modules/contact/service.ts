import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Prisma } from '@voltline/db';
import type { Lang } from '@voltline/locales';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import type { ObjectStorage } from '@voltline/platform/storage';
import { isEnquirySubject, isLateDeliveryReport, type ContactRequest, type ContactSupportRequest } from '@voltline/contracts';
import type { CleanImage } from './image';
import { newTicket } from './ticket';

export interface ContactDeps extends OutboxDeps {
  storage: ObjectStorage;
  careEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The language of the care team's copy. */
const CARE_LANG = 'us';
const TICKET_ATTEMPTS = 5;

const isTicketCollision = (error: unknown) => {
  const e = error as { code?: unknown; meta?: { target?: unknown } };
  return e?.code === 'P2002' && JSON.stringify(e.meta?.target ?? '').includes('ticket');
};

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * The customer's site as the care team reads it, from the site list: its own name when the copy is
 * in that site's language, else its English name. Never the code.
 */
async function siteName(tx: Pick<Prisma.TransactionClient, 'site'>, code: Lang): Promise<string | undefined> {
  const site = await tx.site.findUnique({ where: { code }, select: { name: true, nameEn: true } });
  if (!site) return undefined;
  return (code === CARE_LANG ? site.name : site.nameEn) || undefined;
}

/** The answers as the care team reads them, in the order of the wizard; absent optional ones left out. */
function answers(request: ContactRequest): Record<string, string> {
  const base = { name: request.name, email: request.email, country: request.country };
  if (isEnquirySubject(request.subject)) return { ...base, message: request.message };
  const r = request as ContactSupportRequest;
  const all: Record<string, string | undefined> = {
    ...base,
    marketplace: r.marketplace,
    order_id: r.order_id,
    product_category: r.product_category,
    product: r.product,
    within_30_days: yesNo(r.within_30_days),
    shipping_cost: yesNo(r.shipping_cost),
    delivered_on: r.delivered_on,
    address_line1: r.address_line1,
    address_line2: r.address_line2,
    city: r.city,
    state: r.state,
    postal_code: r.postal_code,
    phone: r.phone,
    solution: r.solution,
    product_code: r.product_code,
    case_id: r.case_id,
    message: r.message,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * Contact requests. The photo (already checked and cleaned) is stored first, then the request and
 * its two emails are written in one transaction; if that fails the photo is removed again, so a
 * refused or failed submission leaves neither a file nor a row behind.
 */
export function contactService(deps: ContactDeps) {
  const { storage, careEmail, publicUrl, log } = deps;

  /** Records the request and hands its emails over; answers its ticket. */
  async function store(
    request: ContactRequest,
    image: (CleanImage & { key: string }) | null,
    lang: Lang,
    now: Date,
    requestId: string | undefined,
  ): Promise<string> {
    const support = isEnquirySubject(request.subject) ? null : (request as ContactSupportRequest);
    const today = now.toISOString().slice(0, 10);
    const late = Boolean(support?.delivered_on && support.subject === 'delivery' && isLateDeliveryReport(support.delivered_on, today));
    for (let attempt = 1; ; attempt++) {
      const ticket = newTicket();
      try {
        await recordWithOutbox({ ...deps, requestId }, async (tx) => {
          await tx.contactRequest.create({
            data: {
              ticket,
              subject: request.subject,
              name: request.name,
              email: request.email,
              country: request.country,
              site: lang,
              message: request.message,
              marketplace: support?.marketplace ?? null,
              orderId: support?.order_id ?? null,
              productCategory: support?.product_category ?? null,
              product: support?.product ?? null,
              within30Days: support ? support.within_30_days : null,
              shippingCost: support ? support.shipping_cost : null,
              deliveredOn: support?.delivered_on ? new Date(`${support.delivered_on}T00:00:00Z`) : null,
              solution: support?.solution ?? null,
              addressLine1: support?.address_line1 ?? null,
              addressLine2: support?.address_line2 ?? null,
              city: support?.city ?? null,
              state: support?.state ?? null,
              postalCode: support?.postal_code ?? null,
              phone: support?.phone ?? null,
              productCode: support?.product_code ?? null,
              caseId: support?.case_id ?? null,
              imageKey: image?.key ?? null,
              imageType: image?.contentType ?? null,
              imageSize: image?.data.length ?? null,
              createdAt: now,
            },
          });
          return [
            queueJob(mailQueue, 'contactAck', { to: request.email, lang, name: request.name, ticket, subject: request.subject, siteUrl: publicUrl }),
            queueJob(mailQueue, 'contactForward', {
              to: careEmail,
              replyTo: request.email,
              lang: CARE_LANG,
              ticket,
              subject: request.subject,
              site: lang,
              siteName: await siteName(tx, lang),
              fields: answers(request),
              lateDelivery: late,
              image: image ? { key: image.key, contentType: image.contentType, filename: `${ticket}.${image.extension}` } : null,
            }),
          ];
        });
        return ticket;
      } catch (error) {
        if (isTicketCollision(error) && attempt < TICKET_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  return {
    /** Stores the request and queues its emails; answers the ticket reference. */
    async submit(request: ContactRequest, image: CleanImage | null, lang: Lang, requestId?: string, now = new Date()): Promise<string> {
      const stored = image ? { ...image, key: `contact/${randomUUID()}.${image.extension}` } : null;
      if (stored) await storage.put(stored.key, stored.data, stored.contentType);
      try {
        return await store(request, stored, lang, now, requestId);
      } catch (error) {
        // Not committed (a hand-over that fails after the commit does not throw): the photo has no request.
        if (stored)
          await storage
            .delete(stored.key)
            .catch((err: unknown) => log.error({ err, key: stored.key }, 'could not remove the photo of a failed contact request'));
        throw error;
      }
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
