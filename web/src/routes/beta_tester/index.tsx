import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// The beta-tester programme: what testers get, how it works, what it asks.
export const Route = createFileRoute('/beta_tester/')({
  component: lazyPage(() => import('../../features/tester/beta-tester-page'), 'BetaTesterPage', 'tester'),
});
