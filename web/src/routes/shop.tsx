import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { loadCatalogue } from '../features/catalogue/route-data';

// /shop: the same catalogue as /products (older links and campaigns use it).
export const Route = createFileRoute('/shop')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps }) => loadCatalogue(context.queryClient, deps.site),
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'AllProductsRoute', 'shop'),
});
