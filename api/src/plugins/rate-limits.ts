import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { insuredLimiter } from '../lib/limits';

/**
 * Per-IP limits, declared on each route (`config: { rateLimit: { max, timeWindow } }`) and applied
 * by @fastify/rate-limit, which answers 429 (619 in the envelope, see the error handler). Its
 * counts are kept by rate-limiter-flexible: in Redis, shared by every api process, and in this
 * process's memory while Redis is down or frozen (the insurance limiter), so the limits keep holding
 * per process instead of switching off.
 */
interface StoreParams {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

function insuredStore(redis: Redis, nameSpace: string) {
  return class InsuredStore implements FastifyRateLimitStore {
    private readonly limiter: RateLimiterRedis;

    constructor(params: StoreParams, keyPrefix = nameSpace) {
      const max = typeof params.max === 'number' ? params.max : 1_000;
      const windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
      this.limiter = insuredLimiter(redis, keyPrefix, { max, windowMs });
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      const answer = (res: RateLimiterRes) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
      this.limiter.consume(key).then(answer, (error: unknown) => {
        if (error instanceof RateLimiterRes) answer(error);
        else callback(error instanceof Error ? error : new Error(String(error)));
      });
    }

    child(routeOptions: RouteParams): FastifyRateLimitStore {
      const params = routeOptions as unknown as StoreParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new InsuredStore(params, `${nameSpace}${method}${params.routeInfo?.url ?? ''}`);
    }
  };
}

export const rateLimitsPlugin = fp<{ nameSpace: string }>(async (app, { nameSpace }) => {
  const options: FastifyRateLimitOptions = {
    global: false,
    store: insuredStore(app.redis, nameSpace),
    // Only reached if the insurance itself failed: a rate limiter must not become an outage.
    skipOnError: true,
  };
  await app.register(rateLimit, options);
});
