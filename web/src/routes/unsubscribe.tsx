import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { tokenSearch } from '../lib/search-params';

// The newsletter's unsubscribe link (GET /api/front/customer/unsubscribe redirects here).
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  component: lazyPage(() => import('../features/newsletter/unsubscribe-page'), 'UnsubscribePage'),
});
