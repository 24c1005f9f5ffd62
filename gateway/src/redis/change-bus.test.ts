import { afterEach, expect, it, vi } from 'vitest';
import type { CacheChange } from '../cache/changes.ts';
import { describeWithRedis, testKeyPrefix } from '../testing/redis.ts';
import { redisChangeBus } from './change-bus.ts';
import { openRedis, type GatewayRedis } from './client.ts';

const WAIT = { timeout: 10_000, interval: 25 };
const opened: GatewayRedis[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((redis) => redis.close()));
});

describeWithRedis('the cache change feed on Redis pub/sub', (url) => {
  it("passes a public-data mutation's stale types to the other instance once, never back to its sender", async () => {
    const keyPrefix = testKeyPrefix();
    const feeds = await Promise.all(
      [1, 2].map(async () => {
        const redis = await openRedis({ url, keyPrefix });
        opened.push(redis);
        const seen: CacheChange[] = [];
        const bus = redisChangeBus(redis);
        bus.subscribe({ onChange: (change) => seen.push(change), onGap: () => {} });
        return { bus, seen };
      }),
    );
    const [one, two] = feeds as [(typeof feeds)[0], (typeof feeds)[0]];
    await vi.waitFor(() => expect(one.bus.isListening() && two.bus.isListening()).toBe(true), WAIT);
    await one.bus.publish({ entities: [{ typename: 'Departure' }] });
    await two.bus.publish({ tags: ['catalogue'] });
    // A channel's messages arrive in publish order: once one sees two's change, its own would have come before.
    await vi.waitFor(() => expect(one.seen).toEqual([{ tags: ['catalogue'] }]), WAIT);
    await vi.waitFor(() => expect(two.seen).toEqual([{ entities: [{ typename: 'Departure' }] }]), WAIT);
  });
});
