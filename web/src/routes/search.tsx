import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { searchString } from '../lib/search-params';

const TYPES = ['product', 'article'] as const;

// /search?type=product|article&search=<text>: the site search (the header's overlay lands here).
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { type: (typeof TYPES)[number]; search: string } => {
    const type = searchString(search, 'type');
    return { type: (TYPES as readonly string[]).includes(type) ? (type as (typeof TYPES)[number]) : 'product', search: searchString(search, 'search').slice(0, 100) };
  },
  component: lazyPage(() => import('../features/search/search-route'), 'SearchRoute', 'shop'),
});
