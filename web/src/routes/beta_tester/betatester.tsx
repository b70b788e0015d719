import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// The beta-tester registration form (also at /betatester).
export const Route = createFileRoute('/beta_tester/betatester')({
  component: lazyPage(() => import('../../features/tester/tester-form-page'), 'TesterFormPage', 'tester'),
});
