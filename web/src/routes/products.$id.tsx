import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { categoryHead, loadCatalogue } from '../features/catalogue/route-data';

// /products/{id}: one category of the catalogue (cables, chargers, adapters, stands).
export const Route = createFileRoute('/products/$id')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps, params }) => loadCatalogue(context.queryClient, deps.site, params.id),
  head: ({ match, loaderData }) => categoryHead(match.context, match.pathname, loaderData),
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'CategoryRoute', 'shop'),
});
