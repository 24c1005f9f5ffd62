import { describe, expect, it } from 'vitest';
import { createLimits } from '../limits/limits.ts';
import { call, freshClientIp, trustedClientIp } from '../test-support/accounts.ts';
import { newCustomer } from '../test-support/commerce.ts';
import { createTestAppOver, TEST_LIMITS, testAppPerFile } from '../test-support/test-app.ts';
import type { LikeStat, Review } from './schemas.ts';

const ctx = testAppPerFile();

async function aReview(offset: number): Promise<string> {
  const page = await call<{ data: Review[] }>(ctx.app, 'GET', `/reviews/public/formateby/text_reviews/false?limit=1&page=${offset}`);
  return page.body.data[0]?._id ?? '';
}
const like = (token: string, id: string, vote: { upVote: boolean; downVote: boolean }) => call<{ data: LikeStat }>(ctx.app, 'POST', '/review/likestat/add', { token, body: { likesType: 'review', likesTypeID: id, ...vote } });
const UP = { upVote: true, downVote: false };
const DOWN = { upVote: false, downVote: true };

describe('review likes', () => {
  it('counts one vote per user: a second vote changes it, neither withdraws it', async () => {
    const id = await aReview(1);
    const token = await newCustomer(ctx.app);
    expect((await like(token, id, UP)).body.data).toMatchObject({ upVotes: 1, downVotes: 0, myVote: 'up' });
    expect((await like(token, id, UP)).body.data).toMatchObject({ upVotes: 1, downVotes: 0, myVote: 'up' });
    expect((await like(token, id, DOWN)).body.data).toMatchObject({ upVotes: 0, downVotes: 1, myVote: 'down' });
    expect((await like(token, id, { upVote: false, downVote: false })).body.data).toMatchObject({ upVotes: 0, downVotes: 0, myVote: null });
    const publicStat = await call<{ data: LikeStat }>(ctx.app, 'GET', `/reviews/likestat/review/${id}`);
    expect(publicStat.body.data).toEqual({ likesType: 'review', likesTypeID: id, upVotes: 0, downVotes: 0, myVote: null });
  });

  it('never counts twice under 20 concurrent votes of one user, and counts 20 users once each', async () => {
    const id = await aReview(2);
    const token = await newCustomer(ctx.app);
    await Promise.all(Array.from({ length: 20 }, (_, index) => like(token, id, index % 2 ? UP : DOWN)));
    const mine = await call<{ data: LikeStat }>(ctx.app, 'GET', `/reviews/likestat/review/${id}`, { token });
    expect(mine.body.data.upVotes + mine.body.data.downVotes).toBe(1);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => newCustomer(ctx.app)));
    await Promise.all(tokens.map((other) => like(other, id, UP)));
    const after = await call<{ data: LikeStat }>(ctx.app, 'GET', `/reviews/likestat/review/${id}`);
    expect(after.body.data.upVotes + after.body.data.downVotes).toBe(21);
  }, 90_000);

  it('shows each user only their own vote, in the batch too', async () => {
    const id = await aReview(3);
    const [me, other] = [await newCustomer(ctx.app), await newCustomer(ctx.app)];
    await like(me, id, DOWN);
    const batch = await call<{ data: LikeStat[] }>(ctx.app, 'GET', `/reviews/likestat/review?id[]=${id}&id[]=${'0'.repeat(24)}`, { token: other });
    expect(batch.body.data).toEqual([
      { likesType: 'review', likesTypeID: id, upVotes: 0, downVotes: 1, myVote: null },
      { likesType: 'review', likesTypeID: '0'.repeat(24), upVotes: 0, downVotes: 0, myVote: null },
    ]);
    expect(batch.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses signed-out votes, unknown reviews and both flags at once', async () => {
    const id = await aReview(4);
    expect((await call(ctx.app, 'POST', '/review/likestat/add', { body: { likesType: 'review', likesTypeID: id, ...UP } })).status).toBe(401);
    const token = await newCustomer(ctx.app);
    const unknown = await like(token, '0'.repeat(24), UP);
    expect(unknown.body).toEqual({ status: 404, message: 'Review not found' });
    const both = await like(token, id, { upVote: true, downVote: true });
    expect(both.body).toEqual({ status: 400, message: "Invalid body field 'downVote': must not be true together with upVote" });
    expect((await call(ctx.app, 'GET', `/reviews/likestat/blog/${id}`)).body.message).toBe("Invalid path parameter 'type': must be 'review'");
  });

  it('throttles votes per user (429 with retry-after)', async () => {
    const limited = createTestAppOver(ctx.database, { limits: createLimits({ ...TEST_LIMITS, communityVotesPerUser: 2 }) });
    const id = await aReview(5);
    const token = await newCustomer(limited.app);
    const vote = () => call(limited.app, 'POST', '/review/likestat/add', { token, headers: trustedClientIp(freshClientIp()), body: { likesType: 'review', likesTypeID: id, ...UP } });
    expect((await vote()).status).toBe(200);
    expect((await vote()).status).toBe(200);
    const refused = await vote();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^You have posted or voted too often\. Please try again in \d+ minutes\.$/);
  });
});
