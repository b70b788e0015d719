import type { ReviewSubmitResult } from '@voltline/contracts';
import { apiPostForm } from '../../lib/api';

/** review/submit (docs/api.md, "review"): the coupon's percent; the code itself only travels by email. */
export function submitReview(fields: Record<string, string>): Promise<ReviewSubmitResult> {
  return apiPostForm<ReviewSubmitResult>('/review/submit', fields);
}

export interface LastCoupon {
  email: string;
  alreadySent: boolean;
}

/**
 * The submission just made in this tab, for the thank-you screen to name the address. In memory
 * only: an address does not belong in the URL, and a reload shows the general text.
 */
let last: LastCoupon | null = null;

export function rememberCoupon(coupon: LastCoupon): void {
  last = coupon;
}

export function lastCoupon(): LastCoupon | null {
  return last;
}
