import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';

// One article (SPEC section 2: /article/{id}).
export const Route = createFileRoute('/article/$id')({
  component: lazyPage(() => import('../features/content/article-route'), 'ArticleRoute', 'content'),
});
