import type { Redis, RedisOptions } from 'ioredis';

/** Every key the web writes to Redis starts so (docs/operations.md "Redis"); the page cache adds its own part. */
export const WEB_KEY_PREFIX = 'pilgrim:web:';

/**
 * Bounded: no queue while disconnected (a command fails at once, so during an outage a page renders without
 * the cache instead of waiting for a reconnect), a command waits at most 2 s, one retry per request. The
 * client reconnects by itself (ioredis' backoff).
 */
export const REDIS_OPTIONS: RedisOptions = {
  keyPrefix: WEB_KEY_PREFIX,
  lazyConnect: true,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  enableAutoPipelining: true,
};

/** `REDIS_URL`, or undefined when unset or blank (then nothing loads ioredis and caches stay in memory). */
export function redisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const url = env.REDIS_URL?.trim();
  return url ? url : undefined;
}

/**
 * A client of its own (tests use one per simulated process), once its first connection attempt has ended
 * (failed too: it keeps reconnecting); errors are logged once per outage, not thrown.
 */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { ...REDIS_OPTIONS, ...options });
  let reported = false;
  client.on('error', (error: Error) => {
    if (!reported) console.error(`redis: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    reported = false;
  });
  await client.connect().catch(() => undefined);
  return client;
}

const SHARED = Symbol.for('pilgrim.web.redis');
type Holder = { [SHARED]?: Promise<Redis> };

/**
 * The process's one client, or null without `REDIS_URL`. The page cache handler (loaded by Node from
 * `.next/cache-handler/`) and the routes (bundled by Next) are two module graphs: they share the client
 * through `globalThis`. Closed when the process exits, after `next start` has drained its requests.
 */
export function sharedRedis(env: Record<string, string | undefined> = process.env): Promise<Redis> | null {
  const url = redisUrl(env);
  if (url === undefined) return null;
  const holder = globalThis as Holder;
  // REDIS_KEY_PREFIX: another prefix on a shared server (the tests' own, a staging site's).
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || WEB_KEY_PREFIX;
  holder[SHARED] ??= connectRedis(url, { keyPrefix }).then((client) => {
    process.once('exit', () => client.disconnect());
    return client;
  });
  return holder[SHARED];
}
