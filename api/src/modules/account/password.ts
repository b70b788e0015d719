import argon2 from 'argon2';

/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB memory, 2 iterations, 1 lane). The
 * parameters are stored in each hash, so raising them later rehashes people as they sign in.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash verifies nothing.
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Does the work of one verification against a throwaway hash: lets a path that has no account
 * take as long as one that has.
 */
export async function burnVerification(password = 'not-a-password'): Promise<void> {
  dummy ??= hashPassword('voltline-dummy-password');
  await verifyPassword(await dummy, password);
}
