import { getRouteApi } from '@tanstack/react-router';
import { ArticleMissing, ArticlePage } from './article-page';

export { ArticleMissing };

const route = getRouteApi('/article/$id');

export function ArticleRoute() {
  const { id } = route.useParams();
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return <ArticlePage key={numeric} id={numeric} />;
}
