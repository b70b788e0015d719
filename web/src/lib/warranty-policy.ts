import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarrantyPolicy } from '@voltline/contracts';
import { apiGet } from './api';

/**
 * The warranty policy of a site (GET warranty/policy): lifetime or "18+36" months for a registered
 * email. Read by the warranty pages and by the warranty-policy page, so the wording always follows
 * the data the API applies.
 */
export function fetchWarrantyPolicy(site: string, signal?: AbortSignal): Promise<WarrantyPolicy> {
  return apiGet<WarrantyPolicy>('/warranty/policy', { site }, signal);
}

export const warrantyPolicyQueryOptions = (site: string) =>
  queryOptions({
    queryKey: ['warranty-policy', site],
    queryFn: ({ signal }) => fetchWarrantyPolicy(site, signal),
    // The policy is data that changes with a release at most (the API caches it for 5 minutes).
    staleTime: 5 * 60 * 1000,
    // The pages word the benefits without it when it cannot be had: no toast for a side detail.
    meta: { inlineErrors: true },
  });

/** The extension a registration brings on this site: lifetime, or "18+36" months. */
export function useWarrantyPolicy(site: string, enabled = true) {
  return useQuery({ ...warrantyPolicyQueryOptions(site), enabled });
}
