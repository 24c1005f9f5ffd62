import { expect, it, vi } from 'vitest';
import { cuttableRelay, describeWithRedis, testKeyPrefix } from '../testing/redis.ts';
import { openRedis } from './client.ts';

describeWithRedis("the gateway's Redis", (url) => {
  it('answers PING under its own key prefix, and ends both connections on close (graceful shutdown)', async () => {
    const keyPrefix = testKeyPrefix();
    const redis = await openRedis({ url, keyPrefix });
    await vi.waitFor(() => expect(redis.subscriber.status).toBe('ready'), { timeout: 10_000, interval: 25 });
    expect(await redis.ping()).toBe(true);
    await redis.client.set('probe', '1', 'EX', 60);
    const { Redis } = await import('ioredis');
    const plain = new Redis(url);
    expect(await plain.exists(`${keyPrefix}probe`)).toBe(1);
    plain.disconnect();
    await redis.close();
    await vi.waitFor(() => expect([redis.client.status, redis.subscriber.status]).toEqual(['end', 'end']), { timeout: 10_000, interval: 25 });
    expect(await redis.ping()).toBe(false);
  });

  it('does not wait for Redis to open, and reads as unreachable while it does not answer', async () => {
    const redis = await openRedis({ url: 'redis://127.0.0.1:9', keyPrefix: testKeyPrefix() });
    expect(await redis.ping()).toBe(false);
    await redis.close();
  });

  it('reports an outage once per connection, not once per reconnection attempt, and says when it is back', async () => {
    const relay = await cuttableRelay(url);
    const lines: string[] = [];
    const redis = await openRedis({ url: relay.url, keyPrefix: testKeyPrefix(), onError: (line) => lines.push(line), onRecovered: (line) => lines.push(line) });
    try {
      await vi.waitFor(() => expect(redis.subscriber.status).toBe('ready'), { timeout: 10_000, interval: 25 });
      await relay.cut();
      let attempts = 0;
      redis.client.on('reconnecting', () => (attempts += 1));
      await vi.waitFor(() => expect(attempts).toBeGreaterThanOrEqual(4), { timeout: 10_000, interval: 25 });
      expect(lines.sort()).toEqual([expect.stringMatching(/^Redis commands unreachable/), expect.stringMatching(/^Redis subscriber unreachable/)]);
      await relay.restore();
      await vi.waitFor(() => expect(lines.filter((line) => line.endsWith('reachable again')).sort()).toEqual(['Redis commands reachable again', 'Redis subscriber reachable again']), { timeout: 10_000, interval: 25 });
      expect(lines).toHaveLength(4);
    } finally {
      await redis.close();
      await relay.close();
    }
  });
});
