import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { faqHead, loadFaq } from '../features/content/route-data';

// The FAQ by group (warranty, delivery, products, general), searchable (docs/product.md §2: /FAQ).
export const Route = createFileRoute('/FAQ')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps }) => loadFaq(context.queryClient, deps.site),
  head: ({ loaderData }) => faqHead(loaderData),
  component: lazyPage(() => import('../features/content/faq-page'), 'FaqPage', 'content'),
});
