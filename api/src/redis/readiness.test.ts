import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { IN_MEMORY, openDatabase, type Database } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { closeRedis } from './client.ts';
import { describeOnRedis, redisTestUrl, testKeyPrefix, testRedisClient } from '../test-support/redis.ts';
import { closedLoopbackPort, tcpProxy } from '../test-support/tcp-proxy.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.API_TEST_DATABASE_URL, dataDir: IN_MEMORY });
});
afterAll(() => database.close());

const ready = async (redis?: Redis) => {
  const answer = await createApp({ db: database.db, publicToken: 'redis-ready-token', redis, logger: { error: () => {} } }).request('/api/v1/health/ready');
  return { status: answer.status, body: ((await answer.json()) as { data: Record<string, unknown> }).data };
};

describe('readiness without REDIS_URL (the default)', () => {
  it('checks no Redis and reports none; REDIS_URL must be a redis:// URL', async () => {
    expect(readEnv({}).REDIS_URL).toBeUndefined();
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', database: 'up', draining: false } });
  });
});

describeOnRedis('readiness with REDIS_URL', () => {
  const target = new URL(redisTestUrl ?? 'redis://127.0.0.1:6379');
  const proxy = tcpProxy({ host: target.hostname, port: Number(target.port) });
  let redis: Redis;
  beforeAll(async () => {
    await proxy.start();
    redis = await testRedisClient(testKeyPrefix(), `redis://127.0.0.1:${proxy.port}`);
  });
  afterAll(async () => {
    await closeRedis(redis);
    await proxy.stop();
  });

  it('is ready while Redis answers, 503 while it is unreachable (yet alive), and ready again once it is back', async () => {
    expect(await ready(redis)).toEqual({ status: 200, body: { status: 'ready', database: 'up', redis: 'up', draining: false } });

    const closed = once(redis, 'close');
    await proxy.stop();
    await closed;
    expect(await ready(redis)).toEqual({ status: 503, body: { status: 'unavailable', database: 'up', redis: 'down', draining: false } });
    const live = await createApp({ db: database.db, publicToken: 'redis-ready-token', redis }).request('/api/v1/health/live');
    expect(live.status, 'liveness never depends on Redis').toBe(200);

    const back = once(redis, 'ready');
    await proxy.start();
    await back;
    expect((await ready(redis)).status).toBe(200);
  });

  it('is not ready when REDIS_URL points at a port nothing listens on', async () => {
    const client = await testRedisClient(testKeyPrefix(), `redis://127.0.0.1:${await closedLoopbackPort()}`);
    try {
      expect(await ready(client)).toEqual({ status: 503, body: { status: 'unavailable', database: 'up', redis: 'down', draining: false } });
    } finally {
      await closeRedis(client);
    }
  });
});
