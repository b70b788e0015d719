import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// A new tester, at the older variant's address.
export const Route = createFileRoute('/tester_success')({
  component: lazyPage(() => import('../features/tester/result-pages'), 'TesterSuccessPage', 'tester'),
});
