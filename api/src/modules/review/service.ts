import type { ReviewCoupon } from '@voltline/db';
import type { Lang } from '@voltline/locales';
import { mailQueue, queueJob } from '@voltline/contracts/jobs';
import { recordWithOutbox, type OutboxDeps } from '@voltline/platform/outbox';
import { AppError, Status, type CouponPercent, type ReviewSubmitRequest, type ReviewSubmitResult } from '@voltline/contracts';
import { findReviewedProduct, listingReviewUrl } from './catalogue-product';
import { newCouponCode } from './coupon-code';
import { couponPercent, productKey } from './coupon-rules';

export interface ReviewDeps extends OutboxDeps {
  /** The site's own address (PUBLIC_URL): the mail's footer names it. */
  publicUrl: string;
  /** Injectable for the collision test; random codes otherwise. */
  newCode?: () => string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === 'P2002';

/** A collision of 12 random symbols is rare; several in a row mean something else is wrong. */
const CODE_ATTEMPTS = 5;

/** New coupons one email address can receive in 24 hours (answers about coupons it has are free). */
export const COUPONS_PER_EMAIL_PER_DAY = 5;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The review questionnaire and its coupon, for a product of the catalogue only (614 on `product`
 * otherwise). One coupon per email and product, held by a unique index even when two requests
 * arrive at once: a second request answers the coupon already given and sends nothing. At most
 * COUPONS_PER_EMAIL_PER_DAY new coupons per email. A new coupon is stored with its email in one
 * transaction (outbox); the code travels only by email, so the answer carries the percent only.
 */
export function reviewService(deps: ReviewDeps) {
  const { db, log, publicUrl, newCode = newCouponCode } = deps;
  const findCoupon = (email: string, key: string) => db.reviewCoupon.findUnique({ where: { email_productKey: { email, productKey: key } } });
  const already = (coupon: ReviewCoupon): ReviewSubmitResult => ({ percent: coupon.percent as CouponPercent, already_sent: true });

  return {
    async submit(request: ReviewSubmitRequest, lang: Lang, requestId?: string): Promise<ReviewSubmitResult> {
      const product = await findReviewedProduct(db, lang, request.product);
      if (!product) throw new AppError(Status.invalidFields, 200, [{ field: 'product', key: 'review.unknown_product' }]);
      const key = productKey(product.model);
      const existing = await findCoupon(request.email, key);
      if (existing) return already(existing);
      const reviewUrl = product.listingUrl ? listingReviewUrl(product.listingUrl) : null;

      const percent = couponPercent(request);
      const surveyed = percent === 30;
      for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
        try {
          await recordWithOutbox({ ...deps, requestId }, async (tx) => {
            // One email's requests take turns here, so the daily count cannot be outrun by
            // requests sent at once.
            await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('review_coupon'), hashtext(${request.email}))`;
            const today = await tx.reviewCoupon.count({ where: { email: request.email, createdAt: { gt: new Date(Date.now() - DAY_MS) } } });
            if (today >= COUPONS_PER_EMAIL_PER_DAY) {
              throw new AppError(Status.tooManyAttempts, 429, [{ field: 'email', key: 'review.daily_limit' }]);
            }
            const coupon = await tx.reviewCoupon.create({
              data: {
                email: request.email,
                product: product.model,
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
            return [
              queueJob(mailQueue, 'reviewCoupon', {
                to: coupon.email,
                lang,
                siteUrl: publicUrl,
                code: coupon.code,
                percent,
                product: coupon.product,
                reviewUrl,
              }),
            ];
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
        return { percent, already_sent: false };
      }
      throw new Error(`no unique coupon code after ${CODE_ATTEMPTS} draws`);
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
