import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The register form (docs/product.md §2 and §5); one of the four paths of registration mode.
export const Route = createFileRoute('/signUp')({
  staticData: { registrationMode: true },
  component: lazyPage(() => import('../features/account/register-page'), 'RegisterPage', 'account'),
});
