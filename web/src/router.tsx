import type { ReactNode } from 'react';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './lib/search-params';
import { RouteError } from './app/layout/route-error';
import { RoutePending } from './app/layout/route-pending';
import { NotFound } from './app/layout/not-found';

import type { RenderEnv } from './lib/render-env';
import { rebaseRenderTimes } from './lib/render-times';

export type { RenderEnv };

export interface AppRouterOptions {
  queryClient: QueryClient;
  /** The request's own i18next view on the server (lib/i18n.ts i18nFor), the app's one in the browser. */
  i18n: I18n;
  env: RenderEnv;
}

/**
 * One router per page load: per request on the server (with its own QueryClient, so no visitor's
 * data reaches another's page), once in the browser. The queries that the route loaders fetched
 * on the server travel in the page and fill the browser's cache before hydration
 * (@tanstack/react-router-ssr-query), so hydrating makes no second request for them.
 */
export function createAppRouter({ queryClient, i18n, env }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context: { queryClient, i18n, env },
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
    dehydrate: () => ({ publicUrl: env.publicUrl }),
    hydrate: (data: RenderEnv) => {
      env.publicUrl = data.publicUrl;
      // The query integration hydrates the queries right after this, from the same object.
      rebaseRenderTimes(data as Parameters<typeof rebaseRenderTimes>[0]);
    },
    Wrap: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * docs/product.md §2: /signUp, /login, /forget_password and /reset_password put the app in
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
