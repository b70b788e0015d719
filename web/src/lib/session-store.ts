import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@voltline/contracts';
import { ApiError, apiGet } from './api';
import { queryClient } from './query-client';

/**
 * docs/product.md §4: the logged-in flag and the user info are kept in the browser and restored at
 * start, so the header shows the email from the first paint. The session itself is the API's
 * httpOnly cookie; after load `get_user_info` corrects what was stored (no data: signed out).
 */
const STORAGE_KEY = 'voltline.user';

/** Queries of the signed-in person's own data live under this key and go with the session. */
export const PERSONAL_QUERY_KEY = ['me'] as const;

interface Stored {
  signedIn: true;
  user: UserInfo;
}

function readStored(): UserInfo | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    return value?.signedIn === true && typeof value.user?.email === 'string' ? value.user : null;
  } catch {
    return null; // storage blocked or garbled: signed out until get_user_info says otherwise
  }
}

let user = readStored();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores (or forgets) the user info; listeners see the change at once. */
function store(next: UserInfo | null): void {
  user = next;
  try {
    if (next) window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ signedIn: true, user: next } satisfies Stored));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // not persisted, still applied for this visit
  }
  listeners.forEach((listener) => listener());
}

// Signing in or out in another tab does the same here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    user = readStored();
    queryClient.removeQueries({ queryKey: PERSONAL_QUERY_KEY });
    queryClient.setQueryData(userInfoQueryOptions.queryKey, user);
    listeners.forEach((listener) => listener());
  });
}

/** The stored user info, or null when the flag is off. */
export function storedUser(): UserInfo | null {
  return user;
}

/** GET /get_user_info: the user, or null when the API says nobody is signed in (603, any state 0). */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    const info = await apiGet<UserInfo>('/get_user_info', undefined, signal);
    store(info);
    return info;
  } catch (error) {
    // No answer (offline, server down) keeps the stored flag; a state 0 answer turns it off.
    if (!(error instanceof ApiError) || error.transport) throw error;
    if (user) {
      store(null);
      queryClient.removeQueries({ queryKey: PERSONAL_QUERY_KEY });
    }
    return null;
  }
}

export const userInfoQueryOptions = queryOptions({
  queryKey: ['user-info'],
  queryFn: ({ signal }) => fetchUserInfo(signal),
  meta: { inlineErrors: true },
});

/** A sign-in or a confirmed email: the API answered the user info and set the cookie. */
export function signedIn(info: UserInfo): void {
  queryClient.removeQueries({ queryKey: PERSONAL_QUERY_KEY });
  store(info);
  queryClient.setQueryData(userInfoQueryOptions.queryKey, info);
}

/** After sign-out, a password reset, or an answer saying the session is gone (603). */
export function signedOut(): void {
  store(null);
  queryClient.setQueryData(userInfoQueryOptions.queryKey, null);
  queryClient.removeQueries({ queryKey: PERSONAL_QUERY_KEY });
}

/** New user info from the API (personal info saved). */
export function userUpdated(info: UserInfo): void {
  store(info);
  queryClient.setQueryData(userInfoQueryOptions.queryKey, info);
}

/**
 * For route guards: who is signed in, asking the API once if it has not been asked yet. Without
 * an answer (offline) the stored flag decides; the API refuses personal calls anyway.
 */
export async function currentUser(client: QueryClient): Promise<UserInfo | null> {
  try {
    return await client.ensureQueryData(userInfoQueryOptions);
  } catch {
    return user;
  }
}

/**
 * The signed-in person (null: signed out), from the stored flag at first and corrected by
 * get_user_info after load: the app shell mounts this once, so the check runs on every page load.
 */
export function useSessionUser(): UserInfo | null {
  useQuery(userInfoQueryOptions);
  // The server renders everyone signed out (a cached page must hold nobody's email): the stored
  // user shows right after hydration.
  return useSyncExternalStore(subscribe, storedUser, () => null);
}
