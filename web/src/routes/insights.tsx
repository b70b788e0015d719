import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { validateInsightsSearch } from '../features/insights/search';

// The analysts' page (docs/product.md §7): its code, its chart library and its texts load with it
// only. Not for search engines (robots.txt disallows it too: api/src/modules/seo/public-pages.ts).
export const Route = createFileRoute('/insights')({
  validateSearch: validateInsightsSearch,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: lazyPage(() => import('../features/insights/insights-page'), 'InsightsPage', 'insights'),
});
