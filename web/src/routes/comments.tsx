import { createFileRoute } from '@tanstack/react-router';
import { reviewSearch } from '../features/review/search';
import { lazyPage } from '../lib/lazy-page';

// The review questionnaire (?choice=10 asks only the email and the product).
export const Route = createFileRoute('/comments')({
  validateSearch: reviewSearch,
  component: lazyPage(() => import('../features/review/comments-page'), 'CommentsPage', 'review'),
});
