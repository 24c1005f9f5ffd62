import type { Redis } from 'ioredis';
import { vi } from 'vitest';
import { createLimits, type Limits } from '../limits/limits.ts';
import type { LimitsPolicy } from '../limits/policy.ts';
import { redisStore } from '../limits/redis-store.ts';
import { memoryStore } from '../limits/store.ts';
import { ageKeys, redisClientsPerSuite } from './redis.ts';

/**
 * `redis` in the vitest project "limits on Redis" (vitest.config.ts): the limits suites then count in Redis. Read
 * per file, not at import: without module isolation a worker may run both projects' files on one module graph.
 */
export const limiterStoreUnderTest = (): 'redis' | 'memory' => (process.env.API_TEST_LIMITER_STORE === 'redis' ? 'redis' : 'memory');

export type TestLimiters = {
  /** A fresh set of limits (nothing counted yet) in the store under test: memory, or its own Redis namespace. */
  limits(policy?: Partial<LimitsPolicy>): Limits;
  /** Lets `seconds` pass for the limiters: moves `Date` (memory; fake timers on `Date` needed) and ages the Redis keys. */
  advance(seconds: number): Promise<void>;
};

const clientOf = (suite: { clients: Redis[] }): Redis => {
  const client = suite.clients[0];
  if (!client) throw new Error('the Redis client is made before the tests (limitersPerFile() at the top of the file)');
  return client;
};

/** The limits of one test file, in memory or (limits on Redis) in the test Redis, with a client per file. */
export function limitersPerFile(): TestLimiters {
  const redis = limiterStoreUnderTest() === 'redis' ? redisClientsPerSuite(1) : null;
  let sets = 0;
  return {
    limits(policy = {}) {
      sets += 1;
      return createLimits(policy, redis ? redisStore(clientOf(redis), `limits-${sets}`) : memoryStore());
    },
    async advance(seconds) {
      vi.setSystemTime(Date.now() + seconds * 1000);
      if (redis) await ageKeys(clientOf(redis), redis.keyPrefix, seconds * 1000);
    },
  };
}
