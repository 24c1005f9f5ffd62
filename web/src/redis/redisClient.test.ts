import { describe, expect, it } from 'vitest';
import { connectRedis, redisUrl, sharedRedis, WEB_KEY_PREFIX } from './redisClient.ts';
import { redisReachable } from './redisReachable.ts';
import { deleteTestKeys, redisTestUrl, testKeyPrefix } from './redisTestUrl.ts';

const url = redisTestUrl();

describe('the web\'s Redis client', () => {
  it('is none without REDIS_URL (caches stay in memory, ioredis is not loaded)', () => {
    expect(redisUrl({})).toBeUndefined();
    expect(redisUrl({ REDIS_URL: '  ' })).toBeUndefined();
    expect(sharedRedis({})).toBeNull();
  });

  it('is not reachable while nothing answers at REDIS_URL', async () => {
    const client = await connectRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    expect(await redisReachable(client)).toBe(false);
    client.disconnect();
  });

  it.runIf(url)('answers PING and writes under pilgrim:web:', async () => {
    const prefix = testKeyPrefix();
    expect(prefix.startsWith(WEB_KEY_PREFIX)).toBe(true);
    const client = await connectRedis(url as string, { keyPrefix: prefix });
    const raw = await connectRedis(url as string, { keyPrefix: '' });
    expect(await redisReachable(client)).toBe(true);
    await client.set('probe', '1');
    expect(await raw.get(`${prefix}probe`)).toBe('1');
    await deleteTestKeys(client);
    expect(await raw.exists(`${prefix}probe`)).toBe(0);
    client.disconnect();
    raw.disconnect();
  });

  it.runIf(url)('answers again after its connection was killed (it reconnects by itself)', async () => {
    const client = await connectRedis(url as string, { keyPrefix: testKeyPrefix() });
    const admin = await connectRedis(url as string, { keyPrefix: '' });
    // Only this client's connection: other files use the same server.
    const id = await client.client('ID');
    await admin.client('KILL', 'ID', String(id));
    await expect.poll(() => redisReachable(client), { interval: 50 }).toBe(true);
    client.disconnect();
    admin.disconnect();
  });
});
