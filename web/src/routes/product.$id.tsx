import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { loadProduct, productHead } from '../features/catalogue/route-data';

// /product/{id}: one product (id is the model name, or the numeric id of older links).
export const Route = createFileRoute('/product/$id')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps, params }) => loadProduct(context.queryClient, deps.site, params.id),
  head: ({ match, loaderData }) => productHead(match.context, loaderData),
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'ProductRoute', 'shop'),
  notFoundComponent: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'ProductMissing', 'shop'),
});
