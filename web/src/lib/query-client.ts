import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api';
import { toast } from '../components/ui/toast/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.inlineErrors`: the screen shows the failure itself, so no toast. */
    queryMeta: { inlineErrors?: boolean };
    mutationMeta: { inlineErrors?: boolean };
  }
}

/** SPEC section 7: a failed call shows an error toast with the localized status message. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.inlineErrors) toast.error(errorMessage(error));
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.inlineErrors) toast.error(errorMessage(error));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60 * 1000,
      refetchOnWindowFocus: false,
      // A business failure (state 0) will not change on retry; a dropped connection might.
      retry: (count, error) => !(error instanceof ApiError && !error.transport) && count < 1,
    },
  },
});
