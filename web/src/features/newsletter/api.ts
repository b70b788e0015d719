import type { SubscriptionFields } from '@voltline/contracts';
import { apiPostForm } from '../../lib/api';

/** POST /customer/subscription (form-encoded). State 1: a confirmation email is on its way. */
export function subscribe(fields: SubscriptionFields): Promise<undefined> {
  return apiPostForm('/customer/subscription', { ...fields });
}

/** POST /customer/subscription/confirm with the token of the email link (611 when used or expired). */
export function confirmSubscription(token: string, site: string): Promise<undefined> {
  return apiPostForm('/customer/subscription/confirm', { token, site });
}

/** POST /customer/unsubscribe: always state 1. */
export function unsubscribe(token: string, site: string): Promise<undefined> {
  return apiPostForm('/customer/unsubscribe', { token, site });
}

let validation: Promise<typeof import('./validation')> | undefined;

/** The validation chunk (zod + the API's schemas), fetched once, early when the browser is idle. */
export function loadValidation(): Promise<typeof import('./validation')> {
  validation ??= import('./validation').catch((error: unknown) => {
    validation = undefined; // try again next time; the API validates anyway
    throw error;
  });
  return validation;
}
