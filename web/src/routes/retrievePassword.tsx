import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Ask for a password-reset link (the newer address; its "sent" page is /success_retrievePsw).
export const Route = createFileRoute('/retrievePassword')({
  component: lazyPage(() => import('../features/account/forgot-page'), 'RetrievePasswordPage', 'account'),
});
