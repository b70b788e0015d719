import { getRouteApi } from '@tanstack/react-router';
import { SearchPage } from './search-page';

const route = getRouteApi('/search');

/** Reads the address (?type=&search=) for the search page. */
export function SearchRoute() {
  const { type, search } = route.useSearch();
  return <SearchPage type={type} search={search} />;
}
