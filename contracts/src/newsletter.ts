import { z } from 'zod';
import { Status } from './status';
import { problem } from './problem';
import { emailField, formBoolean, localTimeField, siteCodeField, tokenField, type FormFields } from './fields';

/**
 * The footer subscribe box. The old client names the consent `subscribe`, the newer `agreement`;
 * either one set to true is the consent. Missing consent is 618.
 */
export const subscriptionRequest = z
  .object({
    email: emailField,
    agreement: formBoolean.optional(),
    subscribe: formBoolean.optional(),
    site: siteCodeField,
    local_time: localTimeField.optional(),
  })
  .refine(
    (body) => body.agreement === true || (body.agreement === undefined && body.subscribe === true),
    problem(Status.agreementRequired, { path: ['agreement'] }),
  );

export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;
/** The subscribe form's fields as the web app sends them (form-encoded: agreement "1" or "0"). */
export type SubscriptionFields = FormFields<typeof subscriptionRequest>;

export const tokenRequest = z.object({ token: tokenField });

/** RFC 8058: the token rides in the List-Unsubscribe URL; the body is `List-Unsubscribe=One-Click`. */
export const unsubscribeRequest = z.object({ token: tokenField.optional() }).passthrough();
