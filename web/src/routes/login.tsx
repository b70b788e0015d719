import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { redirectSearch } from '../lib/search-params';

// Sign-in; one of the four paths of registration mode.
export const Route = createFileRoute('/login')({
  staticData: { registrationMode: true },
  validateSearch: redirectSearch,
  component: lazyPage(() => import('../features/account/login-page'), 'LoginPage', 'account'),
});
