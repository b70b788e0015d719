import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { redirectSearch } from '../lib/search-params';

// Sign-in at the old site's other address (same screen as /login).
export const Route = createFileRoute('/register_signin')({
  validateSearch: redirectSearch,
  component: lazyPage(() => import('../features/account/login-page'), 'LoginPage', 'account'),
});
