import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The FAQ by group (warranty, delivery, products, general), searchable (SPEC section 2: /FAQ).
export const Route = createFileRoute('/FAQ')({
  component: lazyPage(() => import('../features/content/faq-page'), 'FaqPage', 'content'),
});
