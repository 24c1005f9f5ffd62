import type { Redis } from 'ioredis';

/** Every key the api writes starts with this (the gateway and web have their own). */
export const API_KEY_PREFIX = 'pilgrim:api:';

export type RedisSettings = {
  /** REDIS_URL, e.g. `redis://127.0.0.1:6379` (`rediss://` for TLS). */
  url: string;
  keyPrefix?: string;
  /** A command unanswered this long fails (the limits then count in memory; default 1000 ms). */
  commandTimeoutMs?: number;
  logger?: Pick<Console, 'error' | 'warn'>;
};

/** Waits between reconnection attempts: 100 ms more each time, at most 2 s (ioredis retries for ever). */
export const reconnectDelayMs = (attempt: number): number => Math.min(attempt * 100, 2_000);

/**
 * The api's ioredis client. ioredis is imported here only, on demand: with REDIS_URL unset nothing loads it.
 * Commands fail at once while the connection is down (no offline queue) instead of waiting for it, so a Redis
 * outage degrades the limits to per-instance counting (limits/redis-store.ts) and turns readiness 503 without
 * slowing requests. Resolves after the first connection attempt, whether or not it succeeded.
 */
export async function connectRedis(settings: RedisSettings): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const logger = settings.logger ?? console;
  const client = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix ?? API_KEY_PREFIX,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: settings.commandTimeoutMs ?? 1_000,
    retryStrategy: reconnectDelayMs,
  });
  // One line per outage (ioredis emits an error for every failed reconnection attempt), one when it is back.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error(`redis unreachable (${error.message}): limits count per instance, readiness 503 until it is back`);
  });
  client.on('ready', () => {
    if (down) logger.warn?.('redis reachable again');
    down = false;
  });
  await client.connect().catch(() => undefined);
  return client;
}

/** Ends the connection: QUIT when connected (pending replies arrive first), else stops reconnecting. */
export async function closeRedis(client: Pick<Redis, 'status' | 'quit' | 'disconnect'>): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
    return;
  }
  client.disconnect();
}
