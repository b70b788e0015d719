import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './lib/search-params';

/**
 * A router that only matches addresses (no loaders run, no context): made once, on the server.
 * `createAppRouter` needs a QueryClient and an i18next view per render; matching needs neither.
 */
let matcher: ReturnType<typeof createRouter<typeof routeTree>> | undefined;

/**
 * The address of the page a request shows: its path and the search parameters its routes read
 * (each route's `validateSearch`: the site, a page number, a search text, a token...), sorted.
 * Everything else (utm_* and other campaign tags, click ids, made-up parameters) never changes the
 * page, so the api keeps one copy per page address rather than one per query string
 * (api/src/modules/pages/ssr-plugin.ts); the statistics read the campaign tags in the browser.
 */
export function pageAddress(pathAndQuery: string): string {
  // Matching reads no context (that is for loaders and components, which never run here).
  matcher ??= createRouter({ routeTree, parseSearch, stringifySearch, isServer: true, context: {} as never });
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const matches = matcher.matchRoutes(pathname, queryAt === -1 ? {} : parseSearch(pathAndQuery.slice(queryAt)));
  // `search` keeps every parameter of the address; `_strictSearch` only what the routes' validateSearch
  // return (the router's own record of it; a test of the pages' cache keys would see it change).
  const last = matches.at(-1) as { _strictSearch?: Record<string, unknown> } | undefined;
  const search = last?._strictSearch ?? {};
  const sorted = Object.fromEntries(
    Object.keys(search)
      .sort()
      .map((key) => [key, search[key]]),
  );
  return `${pathname}${stringifySearch(sorted)}`;
}
