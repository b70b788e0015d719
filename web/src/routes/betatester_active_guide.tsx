import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// How to take part as a tester, from invitation to reward.
export const Route = createFileRoute('/betatester_active_guide')({
  component: lazyPage(() => import('../features/tester/guide-pages'), 'ActiveGuidePage', 'tester'),
});
