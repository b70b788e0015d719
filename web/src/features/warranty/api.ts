import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarrantyPolicy } from '@voltline/api/contracts';
import { apiGet, apiPostForm } from '../../lib/api';

/** The fields of warranty/register (API.md): store and item are left out by the quick form. */
export interface WarrantyFields {
  name: string;
  email: string;
  store?: string;
  item?: string;
  order_number: string;
  /** The site the person uses: the language of the confirmation email and the policy that applies. */
  site: string;
}

/** warranty/register: 608 609 614 615, 630 when the email is already a warranty user. */
export function registerWarranty(fields: WarrantyFields): Promise<undefined> {
  const body: Record<string, string> = { name: fields.name, email: fields.email, order_number: fields.order_number, site: fields.site };
  if (fields.store) body.store = fields.store;
  if (fields.item) body.item = fields.item;
  return apiPostForm('/warranty/register', body);
}

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
export function useWarrantyPolicy(site: string) {
  return useQuery(warrantyPolicyQueryOptions(site));
}
