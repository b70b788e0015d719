import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The brand story (docs/product.md §2: /about).
export const Route = createFileRoute('/about/')({
  component: lazyPage(() => import('../features/content/about-page'), 'AboutPage', 'content'),
});
