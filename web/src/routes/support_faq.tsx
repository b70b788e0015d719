import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The FAQ by group (warranty, delivery, products, general), searchable (SPEC section 2: /support_faq).
export const Route = createFileRoute('/support_faq')({
  component: lazyPage(() => import('../features/content/faq-page'), 'FaqPage', 'content'),
});
