import type { FastifyBaseLogger } from 'fastify';
import type { Db, ReviewCoupon } from '@voltline/db';
import type { Lang } from '@voltline/locales';
import { mailJob } from '@voltline/workers/jobs';
import { writeOutbox, type OutboxDispatcher, type OutboxRow } from '@voltline/workers/outbox';
import { marketplaceReviewUrl, type CouponPercent, type ReviewSubmitRequest, type ReviewSubmitResult } from '../../contracts';
import { newCouponCode } from './coupon-code';
import { couponPercent, productKey } from './coupon-rules';

export interface ReviewDeps {
  db: Db;
  outbox: OutboxDispatcher;
  log: FastifyBaseLogger;
  /** Injectable for the collision test; random codes otherwise. */
  newCode?: () => string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/** A collision of 12 random symbols is rare; several in a row mean something else is wrong. */
const CODE_ATTEMPTS = 5;

/**
 * The review questionnaire and its coupon. One coupon per email and product: a second request
 * answers the coupon already given and sends nothing. A new coupon is stored with its email in one
 * transaction (outbox); the code travels only by email, so the answer carries the percent only.
 */
export function reviewService({ db, outbox, log, newCode = newCouponCode }: ReviewDeps) {
  const findCoupon = (email: string, key: string) => db.reviewCoupon.findUnique({ where: { email_productKey: { email, productKey: key } } });
  const already = (coupon: ReviewCoupon): ReviewSubmitResult => ({ percent: coupon.percent as CouponPercent, already_sent: true });

  return {
    async submit(request: ReviewSubmitRequest, lang: Lang): Promise<ReviewSubmitResult> {
      const key = productKey(request.product);
      const existing = await findCoupon(request.email, key);
      if (existing) return already(existing);

      const percent = couponPercent(request);
      const surveyed = percent === 30;
      for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
        let row: OutboxRow;
        try {
          row = await db.$transaction(async (tx) => {
            const coupon = await tx.reviewCoupon.create({
              data: {
                email: request.email,
                product: request.product.trim().replace(/\s+/g, ' '),
                productKey: key,
                code: newCode(),
                percent,
                surveyed,
                reason: request.reason ?? null,
                colour: request.colour ?? null,
                comparedBrands: request.compared_brands ?? null,
                betterThanOthers: request.better_than_others ?? null,
                problems: request.problems ?? null,
                stars: request.stars ?? null,
                opinion: request.opinion ?? null,
                submittedToMarketplace: request.submitted_to_marketplace ?? null,
                site: lang,
              },
            });
            return writeOutbox(
              tx,
              mailJob('reviewCoupon', { to: coupon.email, lang, code: coupon.code, percent, product: coupon.product, reviewUrl: marketplaceReviewUrl(lang) }),
            );
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Either the same email and product at once (the other request's coupon is the answer)
          // or a code drawn twice (draw again).
          const raced = await findCoupon(request.email, key);
          if (raced) return already(raced);
          log.warn({ attempt }, 'coupon code collision; drawing another');
          continue;
        }
        if (!(await outbox.dispatch(row))) log.warn({ outboxId: row.id }, 'queue unreachable; the outbox sweeper will hand the coupon email over');
        return { percent, already_sent: false };
      }
      throw new Error(`no unique coupon code after ${CODE_ATTEMPTS} draws`);
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
