import { useSearch } from '@tanstack/react-router';
import * as z from '../../lib/zod-mini';
import { optionalChoice, optionalText } from '../../lib/search-params';

/** The review flow's query: which coupon was chosen (30 unless 10) and the product, when a link names it. */
export const reviewSearch = z.object({ choice: optionalChoice(['10', '30']), product: optionalText(128) });
export type ReviewSearch = z.infer<typeof reviewSearch>;

/** The review flow's query on whichever of its routes is showing (each validates it with reviewSearch). */
export function useReviewSearch(): ReviewSearch {
  return useSearch({ strict: false, select: ({ choice, product }) => ({ choice, product }) });
}
