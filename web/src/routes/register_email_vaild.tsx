import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { tokenSearch } from '../lib/search-params';

// The link of the confirmation email: /register_email_vaild?token=... (the old site's spelling).
export const Route = createFileRoute('/register_email_vaild')({
  validateSearch: tokenSearch,
  component: lazyPage(() => import('../features/account/verify-page'), 'VerifyPage', 'account'),
});
