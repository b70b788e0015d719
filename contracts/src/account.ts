import { z } from 'zod';
import { Status } from './status';
import { problem } from './problem';
import { emailField, formBoolean, safeString, siteHint, tokenField } from './fields';

/**
 * Accounts, sign-in, password reset and the personal centre (docs/api.md, "account"). The same schemas
 * validate the browser forms and the API; an issue that carries a catalogue status is answered with it.
 */

/** docs/product.md §5: 6-16 letters or digits (617). */
export const PASSWORD_RULE = /^[A-Za-z0-9]{6,16}$/;

export const passwordField = z.string(problem(Status.passwordRule)).regex(PASSWORD_RULE, problem(Status.passwordRule));

/** A missing confirmation is a mismatch too (605): the form always sends both. */
const confirmField = z.string(problem(Status.passwordMismatch));

const requiredText = (max: number) =>
  safeString(problem('required'))
    .trim()
    .min(1, problem('required', { abort: true }))
    .max(max, problem('too_long'));

const samePasswords = <T extends { password: string; confirm_password: string }>(body: T) => body.password === body.confirm_password;
const mismatch = problem(Status.passwordMismatch, { path: ['confirm_password'] });

export const registerRequest = z
  .object({
    email: emailField,
    password: passwordField,
    confirm_password: confirmField,
    username: requiredText(64),
    fullname: requiredText(128),
    country: requiredText(64),
    /** "Keep me updated": an unticked checkbox is not sent at all. */
    news: formBoolean.optional(),
    site: siteHint,
  })
  .refine(samePasswords, mismatch);
export type RegisterRequest = z.infer<typeof registerRequest>;

export const verifyEmailRequest = z.object({ token: tokenField, site: siteHint });

/** Asks for a new confirmation email (the 623 answer of login and the 611 page offer it). */
export const resendVerificationRequest = z.object({ email: emailField, site: siteHint });

export const loginRequest = z.object({
  email: emailField,
  password: safeString(problem('required')).min(1, problem('required')).max(256),
  site: siteHint,
});

export const forgetPasswordRequest = z.object({ email: emailField, site: siteHint });

export const setPasswordRequest = z
  .object({
    token: tokenField,
    password: passwordField,
    confirm_password: confirmField,
    site: siteHint,
  })
  .refine(samePasswords, mismatch);

/** Personal info: only the fields sent change; a field sent empty is 614. */
export const updateInfoRequest = z.object({
  username: requiredText(64).optional(),
  fullname: requiredText(128).optional(),
  country: requiredText(64).optional(),
  news: formBoolean.optional(),
  site: siteHint,
});
export type UpdateInfoRequest = z.infer<typeof updateInfoRequest>;

/** `get_user_info` data (docs/product.md §7). */
export const userInfo = z.object({
  email: z.string(),
  username: z.string(),
  fullname: z.string(),
  country: z.string(),
  news: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Where a benefit comes from: every account, or a status held on the account's email. */
export const benefitSource = z.enum(['account', 'warranty', 'tester', 'subscription']);

/**
 * `customer/my_preserve` data: the rights held on the customer's email and the membership benefits
 * they bring. `key` names a benefit text of the web's locale files.
 */
export const myPreserve = z.object({
  warranty: z.boolean(),
  tester: z.boolean(),
  subscription: z.boolean(),
  benefits: z.array(z.object({ key: z.string(), source: benefitSource, active: z.boolean() })),
});
export type MyPreserve = z.infer<typeof myPreserve>;
