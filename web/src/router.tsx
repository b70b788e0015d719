import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/search-params';
import { RouteError } from './components/layout/route-error';
import { RoutePending } from './components/layout/route-pending';
import { NotFound } from './components/layout/not-found';
import { reportPageView } from './lib/statistics';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  parseSearch,
  stringifySearch,
  defaultPreload: 'intent',
  // Loads go through react-query, which caches; the router need not cache on top of it.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: false,
});

/**
 * SPEC section 2: every navigation starts at the top of the page (or at its #anchor), going to
 * the address one is already on reloads its data, and every navigation counts one page view.
 */
router.subscribe('onResolved', ({ toLocation, hrefChanged }) => {
  reportPageView(toLocation.pathname);
  const hash = toLocation.hash;
  window.requestAnimationFrame(() => {
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
  if (!hrefChanged) void queryClient.invalidateQueries();
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * SPEC section 2: /signUp, /login, /forget_password and /reset_password put the app in
     * registration mode: a reduced header (logo and site choice) and no big footer.
     */
    registrationMode?: boolean;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The address a link was just mailed to, for the "check your inbox" pages (kept out of the URL). */
    email?: string;
  }
}
