import { createFileRoute } from '@tanstack/react-router';
import { reviewSearch } from '../features/review/search';
import { lazyPage } from '../lib/lazy-page';

// Review flow step 1: the 10% coupon, or 30% for the survey of about 30 seconds.
export const Route = createFileRoute('/guide_comments')({
  validateSearch: reviewSearch,
  component: lazyPage(() => import('../features/review/guide-comments-page'), 'GuideCommentsPage', 'review'),
});
