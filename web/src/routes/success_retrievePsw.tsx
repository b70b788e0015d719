import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// "We sent you a link" after /retrievePassword.
export const Route = createFileRoute('/success_retrievePsw')({
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetLinkSentPage', 'account'),
});
