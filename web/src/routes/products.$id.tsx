import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /products/{id}: one category of the catalogue (cables, chargers, adapters, stands).
export const Route = createFileRoute('/products/$id')({
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'CategoryRoute', 'shop'),
});
