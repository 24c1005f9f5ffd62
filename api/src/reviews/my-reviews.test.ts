import { describe, expect, it } from 'vitest';
import { TEST_REVIEWER } from '../seed/community/test-user.ts';
import { call, createAccount, signIn, signInByMobile } from '../test-support/accounts.ts';
import { newCustomer, packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Review } from './schemas.ts';
import { insertOrder, OVERLAND, reviewBody } from './test-helpers.ts';

const ctx = testAppPerFile();
type Mine = { data: { reviews: Review[]; awaitingReview: { orderId: string; packageSlug: string }[] } };

async function customer() {
  const account = await createAccount(ctx.app, { confirmEmail: false });
  return { ...account, token: await signInByMobile(ctx.app, account) };
}

describe('GET /reviews and POST /review/add', () => {
  it("answers 401 'Please sign in to continue' to the public token", async () => {
    expect((await call(ctx.app, 'GET', '/reviews')).body).toEqual({ status: 401, message: 'Please sign in to continue' });
    expect((await call(ctx.app, 'POST', '/review/add', { body: reviewBody({ packageId: packageIdOf(OVERLAND) }) })).status).toBe(401);
  });

  it('lets the seeded test user review their completed trip once', async () => {
    const token = await signIn(ctx.app, TEST_REVIEWER.email, TEST_REVIEWER.password);
    const before = await call<Mine>(ctx.app, 'GET', '/reviews', { token });
    expect(before.body.data.awaitingReview).toEqual([expect.objectContaining({ orderId: TEST_REVIEWER.order.id, packageSlug: OVERLAND })]);
    const written = await call<{ data: Review }>(ctx.app, 'POST', '/review/add', { token, body: reviewBody({ orderId: TEST_REVIEWER.order.id }) });
    expect(written.status).toBe(200);
    expect(written.body.message).toBe('Thank you for your review');
    expect(written.body.data).toMatchObject({ rating: 5, travelMonth: '2025-07', reviewer: { name: 'Meera', city: null }, verifiedTrip: true, package: { slug: OVERLAND } });
    const after = await call<Mine>(ctx.app, 'GET', '/reviews', { token });
    expect(after.body.data.awaitingReview).toEqual([]);
    expect(after.body.data.reviews.map((review) => review._id)).toEqual([written.body.data._id]);
    const again = await call(ctx.app, 'POST', '/review/add', { token, body: reviewBody({ orderId: TEST_REVIEWER.order.id }) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this trip');
  });

  it('refuses a package without a completed order (403) and an order not yet completed (403)', async () => {
    const me = await customer();
    const none = await call(ctx.app, 'POST', '/review/add', { token: me.token, body: reviewBody({ packageId: packageIdOf(OVERLAND) }) });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('You can review a package after you have completed a trip of it with us');
    const processing = await insertOrder(ctx, me.userId, 'PROCESSING');
    const early = await call(ctx.app, 'POST', '/review/add', { token: me.token, body: reviewBody({ orderId: processing }) });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('You can review this trip once it is completed');
  });

  it("answers another user's order like an unknown one, 404", async () => {
    const owner = await customer();
    const stranger = await newCustomer(ctx.app);
    const order = await insertOrder(ctx, owner.userId, 'COMPLETED');
    const refused = await call(ctx.app, 'POST', '/review/add', { token: stranger, body: reviewBody({ orderId: order }) });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Order not found');
    const theirs = await call<Mine>(ctx.app, 'GET', '/reviews', { token: stranger });
    expect(theirs.body.data).toEqual({ reviews: [], awaitingReview: [] });
  });

  it('picks the completed order of a package, one review per order, also under concurrent requests', async () => {
    const me = await customer();
    await insertOrder(ctx, me.userId, 'COMPLETED');
    await insertOrder(ctx, me.userId, 'COMPLETED');
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(ctx.app, 'POST', '/review/add', { token: me.token, body: reviewBody({ packageId: packageIdOf(OVERLAND) }) })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const mine = await call<Mine>(ctx.app, 'GET', '/reviews', { token: me.token });
    expect(mine.body.data.reviews.length + mine.body.data.awaitingReview.length).toBe(2);
    expect(mine.body.data.reviews.length).toBe(statuses.filter((status) => status === 200).length);
  });

  it('validates the body with messages naming the field', async () => {
    const me = await customer();
    const bad = await call(ctx.app, 'POST', '/review/add', { token: me.token, body: reviewBody({ packageId: packageIdOf(OVERLAND), rating: 6, title: '' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Invalid body field 'rating': must be at most 5");
    expect(bad.body.message).toContain("Invalid body field 'title': must be at least 3 characters");
    const neither = await call(ctx.app, 'POST', '/review/add', { token: me.token, body: reviewBody() });
    expect(neither.body).toEqual({ status: 400, message: "Invalid body: give 'orderId' or 'packageId'" });
  });
});
