import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /products: the whole catalogue (every category).
export const Route = createFileRoute('/products/')({
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'AllProductsRoute', 'shop'),
});
