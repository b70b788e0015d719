import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// /comment/{name}: the reviews of a product (name is its model name).
export const Route = createFileRoute('/comment/$name')({
  component: lazyPage(() => import('../features/catalogue/catalogue-routes'), 'CommentsRoute', 'shop'),
});
