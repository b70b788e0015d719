import { useSearch } from '@tanstack/react-router';
import { searchString } from '../../lib/search-params';

/** The review flow's query: which coupon was chosen (30 unless 10) and the product, when a link names it. */
export interface ReviewSearch {
  choice?: '10' | '30';
  product?: string;
}

export function reviewSearch(search: Record<string, unknown>): ReviewSearch {
  const choice = searchString(search, 'choice');
  const product = searchString(search, 'product').slice(0, 128);
  return { ...(choice === '10' || choice === '30' ? { choice } : {}), ...(product ? { product } : {}) };
}

/** The review flow's query on whichever of its routes is showing. */
export function useReviewSearch(): ReviewSearch {
  return reviewSearch(useSearch({ strict: false }) as Record<string, unknown>);
}
