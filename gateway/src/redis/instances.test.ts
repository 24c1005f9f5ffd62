import { afterEach, expect, it, vi } from 'vitest';
import { objectId } from '../testing/fixtures.ts';
import { describeWithRedis } from '../testing/redis.ts';
import { twoInstances as open, WAIT } from '../testing/two-gateways.ts';
import type { GatewayRedis } from './client.ts';

const opened: GatewayRedis[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((redis) => redis.close()));
});
const twoInstances = (url: string, anonymousPerMinute?: number) => open(url, opened, anonymousPerMinute);

describeWithRedis('several gateway instances on one Redis', (url) => {
  it('refuses on one instance a client whose request rate was used up on the other', async () => {
    const { a, b, title } = await twoInstances(url, 3);
    expect([await title(a, 'package-1', '203.0.113.5'), await title(b, 'package-1', '203.0.113.5'), await title(a, 'package-1', '203.0.113.5')]).toEqual([
      'Package 1',
      'Package 1',
      'Package 1',
    ]);
    expect(await title(b, 'package-1', '203.0.113.5')).toBe(429);
    expect(await title(b, 'package-1', '203.0.113.6'), 'another client').toBe('Package 1');
  });

  it("replaces the other instance's cached answer when a change notice reaches one instance", async () => {
    const { a, b, title, notify, rename, pageCalls } = await twoInstances(url);
    expect(await title(b, 'package-4')).toBe('Package 4');
    rename('package-4', 'Package 4, new itinerary');
    expect(await title(b, 'package-4'), 'cached on b').toBe('Package 4');
    expect((await notify(a, [`package:${objectId('a', 4)}`])).status).toBe(204);
    await vi.waitFor(async () => expect(await title(b, 'package-4')).toBe('Package 4, new itinerary'), WAIT);
    expect(await title(b, 'package-4'), 'refilled and cached again').toBe('Package 4, new itinerary');
    expect(pageCalls('package-4')).toBe(2);
  });

  it('empties every instance on a catalogue notice posted to either', async () => {
    const { a, b, title, notify, rename } = await twoInstances(url);
    expect([await title(a, 'package-5'), await title(b, 'package-5')]).toEqual(['Package 5', 'Package 5']);
    rename('package-5', 'Package 5 (2027)');
    expect((await notify(b, ['catalogue'])).status).toBe(204);
    expect(await title(b, 'package-5'), 'the instance notified: at once').toBe('Package 5 (2027)');
    await vi.waitFor(async () => expect(await title(a, 'package-5')).toBe('Package 5 (2027)'), WAIT);
  });

  it("drops the other instance's answers holding a review after a review mutation ran on one", async () => {
    const { a, b, post, upstream } = await twoInstances(url);
    const REVIEWS = 'query { reviews(first: 3) { edges { node { id title } } } }';
    const VOTE = 'mutation($input: VoteReviewInput!) { voteReview(input: $input) { userErrors { message } } }';
    const listCalls = () => upstream.calls.filter((call) => call.url.pathname.startsWith('/api/v1/reviews/public/')).length;
    await post(b, REVIEWS, {});
    await post(b, REVIEWS, {});
    expect(listCalls(), 'cached on b').toBe(1);
    // A visitor's vote is refused, yet any run of a public-data mutation drops what it may have changed.
    await post(a, VOTE, { input: { reviewId: Buffer.from('Review:x').toString('base64'), vote: 'UP' } });
    await vi.waitFor(async () => {
      await post(b, REVIEWS, {});
      expect(listCalls()).toBe(2);
    }, WAIT);
  });
});
