import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// A used or expired reset link (the old site's spelling), with a form to ask for a new one.
export const Route = createFileRoute('/reset_password_not_vaild')({
  component: lazyPage(() => import('../features/account/forgot-page'), 'ResetInvalidPage', 'account'),
});
