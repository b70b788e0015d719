import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { loadCatalogue } from '../features/catalogue/route-data';

// /products: the whole catalogue (every category).
export const Route = createFileRoute('/products/')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps }) => loadCatalogue(context.queryClient, deps.site),
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'AllProductsRoute', 'shop'),
});
