import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The password was changed: sign in again.
export const Route = createFileRoute('/reset_password_success')({
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetDonePage', 'account'),
});
