import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The beta-tester programme's questions and answers.
export const Route = createFileRoute('/beta_tester_faq')({
  component: lazyPage(() => import('../features/tester/faq-page'), 'TesterFaqPage', 'tester'),
});
