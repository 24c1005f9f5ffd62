import type { Redis, RedisOptions } from 'ioredis';

/** Every key and channel of this service starts with it (one Redis serves the api, the gateways and the webs). */
export const DEFAULT_REDIS_KEY_PREFIX = 'pilgrim:gateway:';
/** A ping slower than this reads as Redis unreachable (readiness answers 503). */
const PING_TIMEOUT_MS = 1_000;

export interface GatewayRedis {
  /** Commands (rate limits, publishing): no offline queue, so a command fails at once while Redis is unreachable. */
  client: Redis;
  /** A second connection in subscriber mode (a Redis connection that subscribes runs no other command). */
  subscriber: Redis;
  keyPrefix: string;
  /** True when Redis answers a PING within a second (the readiness probe). */
  ping(): Promise<boolean>;
  /** Ends both connections (graceful shutdown, after the in-flight requests finished). */
  close(): Promise<void>;
}

export type RedisSettings = {
  url: string;
  keyPrefix?: string;
  /** Called once per outage of each connection (ioredis emits an error for every failed reconnection attempt). */
  onError?: (message: string) => void;
  /** Called when a connection that was down is ready again. */
  onRecovered?: (message: string) => void;
};

/** One line when `connection` goes down, none for each retry while it stays down, one when it is back. */
function reportOutages(connection: Redis, role: string, settings: RedisSettings): void {
  let down = false;
  connection.on('error', (error: Error) => {
    if (down) return;
    down = true;
    settings.onError?.(`Redis ${role} unreachable (${error.message}): retrying every 2 s at most`);
  });
  connection.on('ready', () => {
    if (down) settings.onRecovered?.(`Redis ${role} reachable again`);
    down = false;
  });
}

const baseOptions = (keyPrefix: string): RedisOptions => ({
  keyPrefix,
  lazyConnect: true,
  // A command waits for at most one reconnection: a rate limit falls back to its memory insurance instead.
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  connectTimeout: 2_000,
  // Reconnects forever, at most every 2 s: readiness answers 503 meanwhile and 200 once Redis is back.
  retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
});

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Redis timed out')), ms).unref())]);

/**
 * Opens the gateway's Redis from `REDIS_URL` (README "Several instances on Redis"). ioredis is loaded here only, by a
 * dynamic import: without `REDIS_URL` nothing loads it and the memory stores stay the default. Connecting does not
 * wait: the gateway serves meanwhile (rate limits on their memory insurance) and readiness tells the balancer.
 */
export async function openRedis(settings: RedisSettings): Promise<GatewayRedis> {
  const { Redis } = await import('ioredis');
  const keyPrefix = settings.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  // Named, so `CLIENT LIST` on a shared Redis tells the gateways' connections apart.
  const client = new Redis(settings.url, { ...baseOptions(keyPrefix), connectionName: 'pilgrim-gateway' });
  // The subscriber queues its SUBSCRIBE until connected and never gives a queued command up.
  const subscriber = new Redis(settings.url, {
    ...baseOptions(keyPrefix),
    connectionName: 'pilgrim-gateway-changes',
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    // `change-bus.ts` subscribes again itself on every connection, then reports the gap.
    autoResubscribe: false,
  });
  reportOutages(client, 'commands', settings);
  reportOutages(subscriber, 'subscriber', settings);
  void client.connect().catch(() => {});
  void subscriber.connect().catch(() => {});
  return {
    client,
    subscriber,
    keyPrefix,
    ping: () => withTimeout(client.ping(), PING_TIMEOUT_MS).then((answer) => answer === 'PONG', () => false),
    async close() {
      await Promise.all([client.quit().catch(() => client.disconnect()), subscriber.quit().catch(() => subscriber.disconnect())]);
    },
  };
}
