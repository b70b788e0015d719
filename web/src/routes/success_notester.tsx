import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// This email is already a tester (629): not registered again.
export const Route = createFileRoute('/success_notester')({
  component: lazyPage(() => import('../features/tester/result-pages'), 'AlreadyTesterPage', 'tester'),
});
