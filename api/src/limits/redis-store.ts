import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { LimiterStore } from './store.ts';

/**
 * Counters in Redis (REDIS_URL), shared by every api instance: rate-limiter-flexible's `RateLimiterRedis`, keys
 * `<client prefix><namespace>:<counter>:<key>` (namespace `limits`; tests take one each) with the window as TTL. Each increment is one Lua script (SET NX
 * with the window, INCRBY, PTTL), so `add` is as atomic across instances as it is in memory; `block` is SET with
 * EX, `peek` GET + PTTL, `reset` DEL. While Redis is down (not ready, or a command fails or times out) every
 * operation goes to an in-memory insurance limiter instead: limits then hold per instance, nobody is refused for
 * the outage, and what was counted in memory is forgotten when Redis answers again.
 */
export const redisStore = (client: Redis, namespace = 'limits'): LimiterStore => ({
  limiterFor: (spec) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${namespace}:${spec.name}`,
      points: spec.points,
      duration: spec.windowSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.windowSeconds }),
    }),
});
