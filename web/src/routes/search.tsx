import { createFileRoute } from '@tanstack/react-router';
import * as z from '../lib/zod-mini';
import { lazyPage } from '../lib/lazy-page';
import { optionalText } from '../lib/search-params';

// /search?type=product|article&search=<text>: the site search (the header's overlay lands here).
export const Route = createFileRoute('/search')({
  validateSearch: z.object({
    type: z.catch(z._default(z.enum(['product', 'article']), 'product'), 'product'),
    search: z.pipe(
      optionalText(100),
      z.transform((value) => value ?? ''),
    ),
  }),
  component: lazyPage(() => import('../features/search/search-route'), 'SearchRoute', 'shop'),
});
