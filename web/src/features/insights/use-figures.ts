import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsAnswer } from '@voltline/contracts/analytics';
import { SignedOutError, fetchAnswer, type Endpoint, type Params } from './api';
import type { Period } from './period';

/**
 * One answer of the analyst API for the page's view. A 401 (the 8 hours are over, or another tab
 * signed out) is not retried: `onSignedOut` puts the sign-in form back.
 */
export function useFigures<R, T>(endpoint: Endpoint, period: Period, site: string | undefined, params: Params, onSignedOut: () => void) {
  const query = useQuery<AnalyticsAnswer<R, T>>({
    queryKey: ['insights', 'figures', endpoint, period.from, period.to, site ?? '', params],
    queryFn: () => fetchAnswer<R, T>(endpoint, period, site, params),
    retry: (count, error) => !(error instanceof SignedOutError) && count < 2,
    meta: { inlineErrors: true },
  });
  const signedOut = query.error instanceof SignedOutError;
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);
  return query;
}
