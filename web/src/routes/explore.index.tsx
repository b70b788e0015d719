import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { pageSearch } from '../features/content/page-search';
import { loadExplore } from '../features/content/route-data';

// Article list, every category (docs/product.md §2: /explore).
export const Route = createFileRoute('/explore/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ site: search.site, page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadExplore(context.queryClient, deps.site, undefined, deps.page),
  component: lazyPage(() => import('../features/content/explore-route'), 'ExploreAllRoute', 'content'),
});
