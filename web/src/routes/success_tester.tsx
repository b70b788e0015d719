import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// A new tester: welcome and the benefits (also at /tester_success).
export const Route = createFileRoute('/success_tester')({
  component: lazyPage(() => import('../features/tester/result-pages'), 'TesterSuccessPage', 'tester'),
});
