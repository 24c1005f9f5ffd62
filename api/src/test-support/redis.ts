import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, closeRedis, connectRedis } from '../redis/client.ts';

/** The throw-away Redis of `pnpm test` (scripts/redis.ts), or your own; unset, suites on Redis skip (fail in CI). */
export const redisTestUrl = process.env.REDIS_TEST_URL;

/** `describe` of a suite that needs Redis: skipped without REDIS_TEST_URL, failing instead under CI. */
export function describeOnRedis(name: string, body: () => void): void {
  if (redisTestUrl) describe(name, body);
  else if (process.env.CI) describe(name, () => it('needs REDIS_TEST_URL (pnpm test starts a Redis)', () => expect.fail('REDIS_TEST_URL is not set under CI')));
  else describe.skip(name, body);
}

/** A key prefix of its own under the api's: files share one server, so tests never FLUSHDB. */
export const testKeyPrefix = (): string => `${API_KEY_PREFIX}test-${randomBytes(6).toString('hex')}:`;

/** A client of the test Redis like main.ts makes, under `keyPrefix`, ready (or failed) when it resolves. */
export const testRedisClient = (keyPrefix: string, url = redisTestUrl!): Promise<Redis> =>
  connectRedis({ url, keyPrefix, logger: { error: () => {}, warn: () => {} } });

/** Clients made for the current file/describe, opened before its tests and closed after them. */
export function redisClientsPerSuite(count: number, keyPrefix = testKeyPrefix()): { clients: Redis[]; keyPrefix: string } {
  const suite = { clients: [] as Redis[], keyPrefix };
  beforeAll(async () => {
    suite.clients.push(...(await Promise.all(Array.from({ length: count }, () => testRedisClient(keyPrefix)))));
  });
  afterAll(() => Promise.all(suite.clients.map(closeRedis)));
  return suite;
}

const AGE_KEYS = `
local cursor = '0'
repeat
  local page = redis.call('SCAN', cursor, 'MATCH', ARGV[2], 'COUNT', 1000)
  cursor = page[1]
  for _, key in ipairs(page[2]) do
    local ttl = redis.call('PTTL', key)
    if ttl > tonumber(ARGV[1]) then redis.call('PEXPIRE', key, ttl - tonumber(ARGV[1])) elseif ttl >= 0 then redis.call('DEL', key) end
  end
until cursor == '0'
return 0`;

/**
 * Moves Redis' clock for the keys under `keyPrefix`: each TTL shortened by `ms` (expired ones deleted), as if
 * `ms` had passed — the Redis counterpart of `vi.setSystemTime` for the memory limiter. Nothing sleeps.
 */
export async function ageKeys(client: Redis, keyPrefix: string, ms: number): Promise<void> {
  // EVAL with no keys: ioredis adds no prefix to the pattern, which names the whole prefix itself.
  await client.eval(AGE_KEYS, 0, String(Math.round(ms)), `${keyPrefix}*`);
}
