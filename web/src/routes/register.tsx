import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { formSearch } from '../features/warranty/search';

// The old site's second address of the warranty registration: the same screen as /warranty.
export const Route = createFileRoute('/register')({
  validateSearch: formSearch,
  component: lazyPage(() => import('../features/warranty/warranty-page'), 'WarrantyPage', 'warranty'),
});
