import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError, Status } from '../contracts';

/**
 * Fixed-window attempt counters in Redis, keyed by something other than the IP (an email
 * address), so that limits hold across api processes and against attackers who rotate IPs. The
 * subject is stored as its SHA-256: no addresses in Redis keys.
 *
 * Like the IP limiter (@fastify/rate-limit with skipOnError), a Redis failure lets the attempt
 * through: a rate limiter must not turn a Redis outage into an outage of sign-in.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export class RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(scope: string, subject: string): string {
    return `${this.prefix}${scope}:${createHash('sha256').update(subject).digest('hex')}`;
  }

  /** Counts one attempt; returns how many the window holds now (0 when Redis did not answer). */
  async hit(scope: string, subject: string, limit: Limit): Promise<number> {
    const key = this.key(scope, subject);
    try {
      // SET NX PX opens the window on the first attempt only; INCR counts within it.
      const replies = await this.redis.multi().set(key, 0, 'PX', limit.windowMs, 'NX').incr(key).exec();
      const count = replies?.[1]?.[1];
      return typeof count === 'number' ? count : 0;
    } catch {
      return 0;
    }
  }

  /** Counts one attempt and throws 619 (HTTP 429) once the window holds more than `max`. */
  async consume(scope: string, subject: string, limit: Limit): Promise<void> {
    if ((await this.hit(scope, subject, limit)) > limit.max) throw new AppError(Status.tooManyAttempts, 429);
  }

  async reset(scope: string, subject: string): Promise<void> {
    await this.redis.del(this.key(scope, subject)).catch(() => undefined);
  }
}
