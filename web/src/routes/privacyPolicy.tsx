import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Privacy policy (effective 18 May 2018): docs/product.md §2, /privacyPolicy (a child of /about in the old site).
export const Route = createFileRoute('/privacyPolicy')({
  component: lazyPage(() => import('../features/content/legal-page'), 'PrivacyPage', 'legal'),
});
