import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { tokenSearch } from '../lib/search-params';

// The new-password form at the newer address (its done page is /success_resetPsw).
export const Route = createFileRoute('/resetPassword')({
  validateSearch: tokenSearch,
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetPasswordAltPage', 'account'),
});
