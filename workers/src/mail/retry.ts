/**
 * How long a mail keeps trying, like a mail server's queue: exponential steps from `baseMs`
 * (1 s, 2 s, 4 s ...) capped at `maxMs` (1 h), until the mail has waited `lifetimeMs` (24 h)
 * since its first attempt; then it fails for good and its outbox row is marked failed.
 * The defaults spread about 36 attempts over 24 hours; tests shrink all three (same code path).
 */
export interface MailRetryPolicy {
  baseMs: number;
  maxMs: number;
  lifetimeMs: number;
}

/** Delay before the retry that follows the `attemptsMade`-th failure (1-based). */
export function mailRetryDelay(policy: MailRetryPolicy, attemptsMade: number): number {
  const exponent = Math.min(Math.max(attemptsMade - 1, 0), 40);
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

/** True once a mail first tried at `firstAttemptAt` has had its lifetime: the failure is final. */
export function retriesExhausted(policy: MailRetryPolicy, firstAttemptAt: number, now = Date.now()): boolean {
  return now - firstAttemptAt >= policy.lifetimeMs;
}
