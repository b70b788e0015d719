import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { pageSearch } from '../features/content/page-search';

// Article list of one category (/explore/{id}: the category's slug).
export const Route = createFileRoute('/explore/$id')({
  validateSearch: pageSearch,
  component: lazyPage(() => import('../features/content/explore-route'), 'ExploreCategoryRoute', 'content'),
});
