import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../lib/lazy-page';

// The programme's FAQ under the programme's path (also at /beta_tester_faq).
export const Route = createFileRoute('/beta_tester/beta_tester_faq')({
  component: lazyPage(() => import('../../features/tester/faq-page'), 'TesterFaqPage', 'tester'),
});
