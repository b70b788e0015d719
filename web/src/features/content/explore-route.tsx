import { getRouteApi } from '@tanstack/react-router';
import { ExplorePage } from './explore-page';

const allRoute = getRouteApi('/explore/');
const categoryRoute = getRouteApi('/explore/$id');

export function ExploreAllRoute() {
  const { page } = allRoute.useSearch();
  return <ExplorePage page={page ?? 1} />;
}

export function ExploreCategoryRoute() {
  const { id } = categoryRoute.useParams();
  const { page } = categoryRoute.useSearch();
  return <ExplorePage key={id} category={id} page={page ?? 1} />;
}
