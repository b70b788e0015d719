import { createFileRoute } from '@tanstack/react-router';
import { reviewSearch } from '../features/review/search';
import { lazyPage } from '../lib/lazy-page';

// Review flow: the guide for beta testers reporting on a product they tested.
export const Route = createFileRoute('/guide_tester')({
  validateSearch: reviewSearch,
  component: lazyPage(() => import('../features/review/guide-tester-page'), 'GuideTesterPage', 'review'),
});
