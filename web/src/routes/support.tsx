import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The support hub: warranty, contact, FAQ, downloads, beta testers (docs/product.md §2: /support).
export const Route = createFileRoute('/support')({
  component: lazyPage(() => import('../features/content/support-page'), 'SupportPage', 'content'),
});
