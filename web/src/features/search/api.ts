import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@voltline/contracts';
import { apiGet } from '../../lib/api';
import { SITE_CONTENT_STALE_MS } from '../../lib/constants';

export const keywordsQueryOptions = (siteId: number | undefined) =>
  queryOptions({
    queryKey: ['keywords', siteId],
    queryFn: ({ signal }) => apiGet<Suggestion[]>('/navigation_bar/get_all_key_words', { site_id: siteId }, signal).then((rows) => rows ?? []),
    enabled: siteId !== undefined,
    staleTime: SITE_CONTENT_STALE_MS,
  });

export function useKeywords(siteId: number | undefined, enabled = true) {
  const options = keywordsQueryOptions(siteId);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
