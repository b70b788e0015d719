import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Terms of service: docs/product.md §2, /termsOfService (a child of /about in the old site).
export const Route = createFileRoute('/termsOfService')({
  component: lazyPage(() => import('../features/content/legal-page'), 'TermsPage', 'legal'),
});
