import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { MyPreserve, UserInfo } from '@voltline/contracts';
import { ApiError, apiGet, apiPostForm } from '../../lib/api';
import { PERSONAL_QUERY_KEY, signedIn, signedOut, userUpdated } from '../../lib/session-store';

/**
 * Accounts (docs/api.md, "account"): every call is form-encoded, as the old client's are. Successful
 * sign-ins (login, a confirmed email) update the session store; a 603 from a personal call means
 * the session is gone, which signs the browser out too.
 */

/** The request fields of a form, with the current site's code (it picks the email language). */
type Fields = Record<string, string>;

/** Personal calls: a 603 answer means the session ended (expired, signed out elsewhere). */
async function personal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && !error.transport && error.status === 603) signedOut();
    throw error;
  }
}

/** customer/register: state 1 (status 607) means the confirmation email is on its way. */
export function register(fields: Fields): Promise<undefined> {
  return apiPostForm('/customer/register', fields);
}

/** customer/verify_email: the link's token; success signs the person in (611: expired or used). */
export async function verifyEmail(token: string, site: string): Promise<UserInfo> {
  const user = await apiPostForm<UserInfo>('/customer/verify_email', { token, site });
  signedIn(user);
  return user;
}

/** customer/resend_verification: the same answer whether or not such an account waits. */
export function resendVerification(email: string, site: string): Promise<undefined> {
  return apiPostForm('/customer/resend_verification', { email, site });
}

/** customer/login: 601, 602, 623 (not confirmed yet), 619. Sets the session cookie. */
export async function login(fields: Fields): Promise<UserInfo> {
  const user = await apiPostForm<UserInfo>('/customer/login', fields);
  signedIn(user);
  return user;
}

/** GET out_login (docs/product.md §7): ends the session. */
export function logout(): Promise<undefined> {
  return apiGet<undefined>('/out_login');
}

/** customer/forget_password: the same answer whether or not an account exists. */
export function forgetPassword(email: string, site: string): Promise<undefined> {
  return apiPostForm('/customer/forget_password', { email, site });
}

/** customer/set_password: ends every session, this browser's too (605, 611, 617). */
export async function setPassword(fields: Fields): Promise<void> {
  await apiPostForm('/customer/set_password', fields);
  signedOut();
}

/** customer/update_info: only the fields sent change; answers the updated info. */
export async function updateInfo(fields: Fields): Promise<UserInfo> {
  const user = await personal(apiPostForm<UserInfo>('/customer/update_info', fields));
  userUpdated(user);
  return user;
}

export function fetchMyPreserve(signal?: AbortSignal): Promise<MyPreserve> {
  return personal(apiGet<MyPreserve>('/customer/my_preserve', undefined, signal));
}

export const myPreserveQueryOptions = queryOptions({
  queryKey: [...PERSONAL_QUERY_KEY, 'preserve'],
  queryFn: ({ signal }) => fetchMyPreserve(signal),
  meta: { inlineErrors: true },
});

/** The rights held on the customer's email and the membership benefits they bring. */
export function useMyPreserve() {
  return useQuery(myPreserveQueryOptions);
}

/**
 * Sign-out from the header (docs/product.md §4): goes home, then forgets the user, so that a personal
 * page being left does not first send the person to the sign-in page. A failed call changes
 * nothing visible (docs/product.md §7).
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { inlineErrors: true },
    onSuccess: async () => {
      await navigate({ to: '/index' });
      signedOut();
    },
  });
}
