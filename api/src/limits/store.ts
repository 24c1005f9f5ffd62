import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One named counter: `points` per `windowSeconds`, counted per key. */
export type CounterSpec = { name: string; points: number; windowSeconds: number };

/** What a counter holds for a key: points used in the current window and how long until it ends (or a block ends). */
export type CounterState = { used: number; msLeft: number };

/** The only limiter operations the api uses; every limit in `src/limits/` is built on these. */
export interface Counter {
  readonly spec: CounterSpec;
  /** The key's state, or null when nothing is counted (or its window is over). */
  peek(key: string): Promise<CounterState | null>;
  /** Adds points (never refuses) and answers the new state. */
  add(key: string, points?: number): Promise<CounterState>;
  /** Marks the key as over its limit for `seconds` (`peek` then answers `used > points`). */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/**
 * Where counters live: process memory (`memoryStore`, the default) or Redis shared by every api instance
 * (`redisStore` in redis-store.ts, with REDIS_URL); nothing else changes (see README.md).
 */
export interface LimiterStore {
  limiterFor(spec: CounterSpec): RateLimiterAbstract;
}

/** rate-limiter-flexible's in-memory limiter: per process, lost on restart. */
export const memoryStore = (): LimiterStore => ({
  limiterFor: (spec) => new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.windowSeconds }),
});

const stateOf = (res: RateLimiterRes): CounterState => ({ used: res.consumedPoints, msLeft: res.msBeforeNext });

/** A Counter over one rate-limiter-flexible limiter of `store`. */
export function createCounter(store: LimiterStore, spec: CounterSpec): Counter {
  const limiter = store.limiterFor(spec);
  return {
    spec,
    async peek(key) {
      const res = await limiter.get(key);
      // The memory store deletes expired keys on a timer; an expired record still present counts as none.
      return res && res.msBeforeNext > 0 ? stateOf(res) : null;
    },
    async add(key, points = 1) {
      return stateOf(await limiter.penalty(key, points));
    },
    async block(key, seconds) {
      // Whole seconds: Redis' SET EX takes no fraction (and a block below one second would never expire there).
      if (seconds > 0) await limiter.block(key, Math.ceil(seconds));
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Seconds for a `retry-after` header: at least 1. */
export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
