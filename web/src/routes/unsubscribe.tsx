import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { searchString } from '../lib/search-params';

// The newsletter's unsubscribe link (GET /api/front/customer/unsubscribe redirects here).
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = searchString(search, 'token');
    return token ? { token } : {};
  },
  component: lazyPage(() => import('../features/subscription/unsubscribe-page'), 'UnsubscribePage'),
});
