import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api';
import { toast } from './toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.inlineErrors`: the screen shows the failure itself, so no toast. */
    queryMeta: { inlineErrors?: boolean };
    mutationMeta: { inlineErrors?: boolean };
  }
}

/**
 * A QueryClient with the app's defaults. The server makes one per request (a shared one would
 * carry one visitor's data into another's page); the browser keeps one for the whole visit.
 * docs/product.md §7: a failed call shows an error toast with the localized status message; on the
 * server there is nobody to show it to (the page renders the failure itself, or the 404).
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  const onError = (error: unknown, meta: { inlineErrors?: boolean } | undefined) => {
    if (!server && !meta?.inlineErrors) toast.error(errorMessage(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
        // A business failure (state 0) will not change on retry; a dropped connection might.
        retry: server ? false : (count, error) => !(error instanceof ApiError && !error.transport) && count < 1,
      },
    },
  });
}

/** The browser's client (the session store and the entry use it; the server never does). */
export const queryClient = createQueryClient();
