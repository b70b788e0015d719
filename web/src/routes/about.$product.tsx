import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// One product line of the brand (docs/product.md §2: /about/{product}).
export const Route = createFileRoute('/about/$product')({
  component: lazyPage(() => import('../features/content/about-product-page'), 'AboutProductPage', 'content'),
});
