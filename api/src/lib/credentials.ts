import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a given secret is the expected one, in a time that tells nothing about either: both are
 * hashed first, so the comparison always runs over 32 bytes, whatever their lengths
 * (timingSafeEqual itself throws on, and an early length check would time, different lengths).
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export interface Credentials {
  user: string;
  password: string;
}

/**
 * Both the user and the password are compared, always, and only then combined: an `&&` between
 * the two comparisons would skip the password's whenever the user is wrong, and time the user name.
 */
export function credentialsMatch(given: Credentials, expected: Credentials, same: (given: string, expected: string) => boolean = sameSecret): boolean {
  const user = same(given.user, expected.user);
  const password = same(given.password, expected.password);
  return user && password;
}
