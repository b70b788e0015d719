import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for links in emails. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: a leaked table does not reveal working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
