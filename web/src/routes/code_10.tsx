import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// Review flow step 4: the 10% coupon was sent by email; publishing on the marketplace is optional.
export const Route = createFileRoute('/code_10')({
  component: lazyPage(() => import('../features/review/code-page'), 'CodeTenPage', 'review'),
});
