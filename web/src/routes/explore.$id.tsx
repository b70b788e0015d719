import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { pageSearch } from '../features/content/page-search';
import { exploreHead, loadExplore } from '../features/content/route-data';

// Article list of one category (/explore/{id}: the category's slug).
export const Route = createFileRoute('/explore/$id')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ site: search.site, page: search.page ?? 1 }),
  loader: ({ context, deps, params }) => loadExplore(context.queryClient, deps.site, params.id, deps.page),
  head: ({ match, loaderData }) => exploreHead(match.context, match.pathname, loaderData),
  component: lazyPage(() => import('../features/content/explore-route'), 'ExploreCategoryRoute', 'content'),
});
