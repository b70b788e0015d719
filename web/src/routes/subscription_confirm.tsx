import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { tokenSearch } from '../lib/search-params';

// The link of the double opt-in email: /subscription_confirm?token=...
export const Route = createFileRoute('/subscription_confirm')({
  validateSearch: tokenSearch,
  component: lazyPage(() => import('../features/newsletter/confirm-page'), 'ConfirmPage'),
});
