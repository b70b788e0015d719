import { SURVEY_REQUIRED, type CouponPercent, type ReviewSubmitRequest } from '@voltline/contracts';

/**
 * How much a review-questionnaire coupon is worth (docs/product.md §4 and §9): 10% by default, 30%
 * when the survey is answered; declining keeps 10%. What the answers say (the stars, whether a
 * marketplace review was posted) never matters: marketplace rules forbid rewarding reviews, so
 * this function must not look at them beyond "was it answered".
 */
export function couponPercent(request: Pick<ReviewSubmitRequest, 'choice' | (typeof SURVEY_REQUIRED)[number]>): CouponPercent {
  return request.choice === 30 && surveyAnswered(request) ? 30 : 10;
}

/** Every question that must be answered has an answer, whatever the answer is. */
export function surveyAnswered(answers: Partial<Record<(typeof SURVEY_REQUIRED)[number], unknown>>): boolean {
  return SURVEY_REQUIRED.every((field) => answers[field] !== undefined && answers[field] !== null);
}

/** What "the same product" means for the one-coupon-per-product rule: case and spacing aside. */
export function productKey(product: string): string {
  return product.trim().replace(/\s+/g, ' ').toLowerCase();
}
