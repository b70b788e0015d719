import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /shop: the same catalogue as /products (older links and campaigns use it).
export const Route = createFileRoute('/shop')({
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'AllProductsRoute', 'shop'),
});
