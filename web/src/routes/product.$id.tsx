import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /product/{id}: one product (id is the model name, or the numeric id of older links).
export const Route = createFileRoute('/product/$id')({
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'ProductRoute', 'shop'),
});
