import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { tokenSearch } from '../lib/search-params';

// The new-password form of the reset link; one of the four paths of registration mode.
export const Route = createFileRoute('/reset_password')({
  staticData: { registrationMode: true },
  validateSearch: tokenSearch,
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetPasswordPage', 'account'),
});
