import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { formSearch } from '../features/warranty/search';

// Warranty registration (docs/product.md §2): the six-step wizard, or the quick form with ?form=quick.
export const Route = createFileRoute('/warranty')({
  validateSearch: formSearch,
  component: lazyPage(() => import('../features/warranty/warranty-page'), 'WarrantyPage', 'warranty'),
});
