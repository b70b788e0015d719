import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The beta-tester registration form, at the old site's short address too.
export const Route = createFileRoute('/betatester')({
  component: lazyPage(() => import('../features/tester/tester-form-page'), 'TesterFormPage', 'tester'),
});
