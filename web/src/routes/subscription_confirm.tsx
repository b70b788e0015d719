import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { searchString } from '../lib/search-params';

// The link of the double opt-in email: /subscription_confirm?token=...
export const Route = createFileRoute('/subscription_confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => {
    const token = searchString(search, 'token');
    return token ? { token } : {};
  },
  component: lazyPage(() => import('../features/subscription/confirm-page'), 'ConfirmPage'),
});
