import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createGateway } from '../server.ts';
import { fakeUpstream, ok } from '../testing/fake-upstream.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { DEFAULT_REDIS_KEY_PREFIX } from './client.ts';

const instance = () => {
  const upstream = fakeUpstream((url) => (url.pathname === '/api/v1/health' ? ok({ status: 'ok' }) : undefined));
  return createGateway({ config: { ...TEST_CONFIG, requestRate: { anonymousPerMinute: 2, userPerMinute: 2 } }, fetch: upstream.fetch, logging: false });
};
const ask = async (yoga: ReturnType<typeof instance>) =>
  (await yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', {}, { req: { socket: { remoteAddress: '203.0.113.40' } } })).status;

describe('without REDIS_URL', () => {
  it('reads no Redis settings but the key prefix default', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe(DEFAULT_REDIS_KEY_PREFIX);
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379' }).redisUrl).toBe('redis://cache.internal:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/REDIS_URL/);
  });

  it('counts each instance alone in memory and is ready without Redis', async () => {
    const [a, b] = [instance(), instance()];
    expect([await ask(a), await ask(a), await ask(a)]).toEqual([200, 200, 429]);
    expect(await ask(b), 'the other instance counts its own').toBe(200);
    expect((await a.fetch('http://gateway.test/ready')).status).toBe(200);
  });
});
