import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// "We sent you a link" after /forget_password (the old site's spelling of the path).
export const Route = createFileRoute('/forget_passoword_email')({
  component: lazyPage(() => import('../features/account/reset-page'), 'ResetLinkSentPage', 'account'),
});
