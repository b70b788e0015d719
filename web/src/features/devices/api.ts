import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeviceList, DeviceRow } from '@voltline/contracts';
import { ApiError, apiGet, apiPostForm } from '../../lib/api';
import { PERSONAL_QUERY_KEY, signedOut } from '../../lib/session-store';

/**
 * The personal centre's devices (docs/api.md): list with an optional search by order id, add by order
 * id (615 616 620), delete (621). Under the personal query key, so signing out drops them; a 603
 * means the session ended, which signs the browser out too.
 */
const DEVICES_KEY = [...PERSONAL_QUERY_KEY, 'devices'] as const;

async function personal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && !error.transport && error.status === 603) signedOut();
    throw error;
  }
}

export function fetchDevices(search: string, signal?: AbortSignal): Promise<DeviceList> {
  return personal(apiGet<DeviceList>('/customer/devices', search ? { search } : undefined, signal));
}

export const devicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...DEVICES_KEY, search],
    queryFn: ({ signal }) => fetchDevices(search, signal),
    meta: { inlineErrors: true },
  });

export function useDevices(search: string) {
  return useQuery({ ...devicesQueryOptions(search), placeholderData: (previous) => previous });
}

export function useAddDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => personal(apiPostForm<DeviceRow>('/customer/devices/add', { order_id: orderId })),
    meta: { inlineErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useDeleteDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => personal(apiPostForm('/customer/devices/delete', { order_id: orderId })),
    meta: { inlineErrors: true },
    // A 621 (already gone, e.g. deleted in another tab) also means the list is out of date.
    onSettled: () => client.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
