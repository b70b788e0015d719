import { z } from 'zod';
import { emailField, formBoolean, safeMultiLineString, safeString, siteHint } from './fields';
import { problem, problemIssue } from './problem';

/**
 * The review questionnaire and its coupon (docs/api.md, "review"). The coupon is 10%, or
 * 30% when the survey is answered; it never depends on the answers themselves (the rating, or
 * whether a marketplace review was posted): marketplace rules forbid rewarding reviews.
 */

export const REVIEW_REASONS = ['brand', 'price', 'function', 'design'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_COLOURS = ['black', 'white', 'grey', 'silver', 'blue', 'red', 'pink', 'green', 'gold', 'other'] as const;

/** 10: the coupon without the survey; 30: the coupon for the answered survey. */
export const COUPON_CHOICES = [10, 30] as const;
export type CouponPercent = (typeof COUPON_CHOICES)[number];

/** The questions of the survey that must be answered for the 30% coupon (compared brands may be none). */
export const SURVEY_REQUIRED = ['reason', 'colour', 'better_than_others', 'problems', 'stars', 'opinion', 'submitted_to_marketplace'] as const;

/** An empty form value is no answer. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalText = (max: number) => z.preprocess(blankToUndefined, safeString().trim().max(max, problem('too_long')).optional());
const optionalYesNo = z.preprocess(blankToUndefined, formBoolean.optional());

export const reviewSubmitRequest = z
  .object({
    email: emailField,
    /** A product model of the catalogue, as the person names it (or the /comment/{name} link gives it). */
    product: safeString(problem('required'))
      .trim()
      .min(2, problem('required', { abort: true }))
      .max(128, problem('too_long')),
    reason: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v), z.enum(REVIEW_REASONS).optional()),
    colour: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v), z.enum(REVIEW_COLOURS).optional()),
    compared_brands: optionalText(200),
    better_than_others: optionalYesNo,
    problems: optionalYesNo,
    stars: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
    /** Several lines: line breaks are kept. */
    opinion: z.preprocess(blankToUndefined, safeMultiLineString().trim().max(2000, problem('too_long')).optional()),
    submitted_to_marketplace: optionalYesNo,
    /** Absent: the 10% coupon (declining the survey keeps 10%). */
    choice: z.preprocess((v) => (v === undefined || v === '' ? 10 : typeof v === 'string' ? Number(v.trim()) : v), z.union([z.literal(10), z.literal(30)])),
    site: siteHint,
  })
  .superRefine(
    (value, ctx) => {
      // Choosing the survey means answering it: what is missing is named, field by field.
      if (value.choice !== 30) return;
      for (const field of SURVEY_REQUIRED) {
        if (value[field] === undefined) ctx.addIssue(problemIssue('required', [field]));
      }
    },
    // Named together with the other problems of the form, not only once those are fixed.
    { when: () => true },
  );
export type ReviewSubmitRequest = z.infer<typeof reviewSubmitRequest>;

export const reviewSubmitResult = z.object({
  percent: z.union([z.literal(10), z.literal(30)]),
  /** True when this email already had the coupon for this product: it was not sent again. */
  already_sent: z.boolean(),
});
export type ReviewSubmitResult = z.infer<typeof reviewSubmitResult>;

/** The marketplace of each site, for the "publish your review" link. */
const AMAZON_HOST: Record<string, string> = {
  us: 'www.amazon.com',
  de: 'www.amazon.de',
  es: 'www.amazon.es',
  fr: 'www.amazon.fr',
  it: 'www.amazon.it',
  jp: 'www.amazon.co.jp',
  nl: 'www.amazon.nl',
  pl: 'www.amazon.pl',
  se: 'www.amazon.se',
};

/** The marketplace's "write a review" page for the site's region (us when unknown). */
export function marketplaceReviewUrl(site: string): string {
  return `https://${AMAZON_HOST[site] ?? AMAZON_HOST.us}/review/create-review`;
}
