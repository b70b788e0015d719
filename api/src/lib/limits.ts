import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, Status } from '@voltline/contracts';

/**
 * Attempt limits on rate-limiter-flexible: counted in Redis, so every api process shares them, and
 * held per process in memory (the insurance limiter) while Redis is down or does not answer within
 * the producer connection's command timeout. A Redis outage therefore neither opens the limits nor
 * turns into an outage of the routes they guard.
 *
 * Subjects (emails, addresses) are stored as their SHA-256: no personal data in Redis keys.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const tooManyAttempts = () => new AppError(Status.tooManyAttempts, 429);

/** One limit: a window of `max` points per subject, in Redis with an in-memory stand-in. */
export function insuredLimiter(redis: Redis, keyPrefix: string, limit: Limit): RateLimiterRedis {
  const options = { keyPrefix, points: limit.max, duration: Math.max(1, Math.ceil(limit.windowMs / 1000)) };
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // A Redis that is reconnecting is not waited for: the insurance answers at once.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

const hashed = (subject: string) => createHash('sha256').update(subject).digest('hex');

/** A limit on attempts by some subject (an email, an address, both). */
export class AttemptLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    keyPrefix: string,
    readonly limit: Limit,
  ) {
    this.limiter = insuredLimiter(redis, keyPrefix, limit);
  }

  /** Counts one attempt and throws 619 (HTTP 429) once the window holds more than `max`. */
  async consume(subject: string): Promise<void> {
    try {
      await this.limiter.consume(hashed(subject));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyAttempts();
      // Neither Redis nor the insurance answered: let the attempt through rather than fail it.
    }
  }

  /**
   * Counts one attempt and answers whether it is within the limit, refusing nothing: for callers
   * that must answer the same either way (a refusal would tell what the limit counted).
   */
  async allows(subject: string): Promise<boolean> {
    try {
      await this.limiter.consume(hashed(subject));
      return true;
    } catch (error) {
      // Neither Redis nor the insurance answered: let the attempt through rather than fail it.
      return !(error instanceof RateLimiterRes);
    }
  }

  /** Attempts the window holds now (0 when none or when nothing answered). */
  async held(subject: string): Promise<number> {
    const res = await this.limiter.get(hashed(subject)).catch(() => null);
    return res?.consumedPoints ?? 0;
  }

  /** Throws 619 (HTTP 429) when the window already holds `max` attempts; counts nothing. */
  async refuseWhenReached(subject: string): Promise<void> {
    if ((await this.held(subject)) >= this.limit.max) throw tooManyAttempts();
  }

  /** Takes back one attempt counted by `consume` (it turned out not to be a failure). */
  async giveBack(subject: string): Promise<void> {
    await this.limiter.reward(hashed(subject)).catch(() => undefined);
  }

  /** Counts one attempt without refusing it (failures, counted after the fact). */
  async count(subject: string): Promise<void> {
    await this.limiter.penalty(hashed(subject)).catch(() => undefined);
  }

  async forget(subject: string): Promise<void> {
    await this.limiter.delete(hashed(subject)).catch(() => undefined);
  }
}

/**
 * Wrong operator (basic auth) and analyst (bearer) credentials per address: once an address has
 * failed this often, it is refused (619, HTTP 429) before its credentials are even compared, so a
 * guesser cannot tell a right guess from a wrong one. Right credentials are never counted.
 */
export const FAILED_CREDENTIALS_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
