import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// After a warranty registration: what it brings (per the site's policy) and what happens next.
export const Route = createFileRoute('/warranty_success')({
  component: lazyPage(() => import('../features/warranty/success-page'), 'WarrantySuccessPage', 'warranty'),
});
