import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Ask for a password-reset link; one of the four paths of registration mode.
export const Route = createFileRoute('/forget_password')({
  staticData: { registrationMode: true },
  component: lazyPage(() => import('../features/account/forgot-page'), 'ForgotPasswordPage', 'account'),
});
