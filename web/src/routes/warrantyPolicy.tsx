import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// The warranty policy of the visitor's site (12 months; extended cover when registered): docs/product.md §2, /warrantyPolicy (a child of /about in the old site).
export const Route = createFileRoute('/warrantyPolicy')({
  component: lazyPage(() => import('../features/content/legal-page'), 'WarrantyPolicyPage', 'legal'),
});
