import { createFileRoute } from '@tanstack/react-router';
import { reviewSearch } from '../../features/review/search';
import { lazyPage } from '../../lib/lazy-page';

// The review questionnaire for the product model named in the path.
export const Route = createFileRoute('/comment/$name')({
  validateSearch: reviewSearch,
  component: lazyPage(() => import('../../features/review/comments-page'), 'CommentsPage', 'review'),
});
