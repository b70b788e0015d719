import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../lib/lazy-page';
import { articleHead, loadArticle } from '../features/content/route-data';

// One article (docs/product.md §2: /article/{id}).
export const Route = createFileRoute('/article/$id')({
  loaderDeps: ({ search }) => ({ site: search.site }),
  loader: ({ context, deps, params }) => loadArticle(context.queryClient, deps.site, params.id),
  head: ({ match, loaderData }) => articleHead(match.context, loaderData),
  component: lazyPage(() => import('../features/content/article-route'), 'ArticleRoute', 'content'),
  notFoundComponent: lazyPage(() => import('../features/content/article-route'), 'ArticleMissing', 'content'),
});
