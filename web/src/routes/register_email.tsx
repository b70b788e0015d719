import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The register form at the old site's other address (same screen as /signUp).
export const Route = createFileRoute('/register_email')({
  component: lazyPage(() => import('../features/account/register-page'), 'RegisterPage', 'account'),
});
