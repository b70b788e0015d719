import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The password was changed (after /resetPassword): sign in again.
export const Route = createFileRoute('/success_resetPsw')({
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetDonePage', 'account'),
});
