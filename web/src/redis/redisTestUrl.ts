import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { WEB_KEY_PREFIX } from './redisClient.ts';

/**
 * The throw-away redis-server of `pnpm test` (`REDIS_TEST_URL`). Unset, Redis tests are skipped locally and
 * fail under CI, where skipping would pass them unrun (the rule of API_TEST_DATABASE_URL).
 */
export function redisTestUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const url = env.REDIS_TEST_URL?.trim();
  if (!url && env.CI) throw new Error('REDIS_TEST_URL is not set: under CI the Redis tests must run (pnpm test starts a redis-server)');
  return url || undefined;
}

/** A key prefix of this test alone: files share one server and never flush it. */
export function testKeyPrefix(): string {
  return `${WEB_KEY_PREFIX}test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes this test's keys (`keyPrefix` of `client`), by SCAN: never FLUSHDB on the shared server. */
export async function deleteTestKeys(client: Redis): Promise<void> {
  const prefix = client.options.keyPrefix ?? '';
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    // The client prefixes what it sends: strip the prefix SCAN returns.
    if (keys.length > 0) await client.del(...keys.map((key) => key.slice(prefix.length)));
  } while (cursor !== '0');
}
