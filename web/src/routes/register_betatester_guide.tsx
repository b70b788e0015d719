import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// How to register as a beta tester, step by step.
export const Route = createFileRoute('/register_betatester_guide')({
  component: lazyPage(() => import('../features/tester/guide-pages'), 'RegisterGuidePage', 'tester'),
});
