import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError, Status } from '@voltline/contracts';

/**
 * The most common passwords (the 49,000 of @zxcvbn-ts/language-common's list, drawn from leaked
 * password sets), refused at sign-up and at every password change: they are the first guesses of
 * any attacker, and the 6-16 letters-or-digits rule of the old client's contract (docs/product.md
 * §5) lets most of them through. Compared without letter case, as the list is lower-case. Loaded
 * on first use: no cost to an api process that never sees a password.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** 614 on `password` with its own message when the password is on the list. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError(Status.invalidFields, 200, [{ field: 'password', key: 'account.common_password' }]);
}
