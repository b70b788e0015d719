import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { pageSearch } from '../features/content/page-search';

// Article list, every category (SPEC section 2: /explore).
export const Route = createFileRoute('/explore/')({
  validateSearch: pageSearch,
  component: lazyPage(() => import('../features/content/explore-route'), 'ExploreAllRoute', 'content'),
});
