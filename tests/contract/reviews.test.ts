/** Traveller reviews through the gateway over a real api: batching, one vote per user, ownership, writing a review. */
import { beforeAll, describe, expect, it } from 'vitest';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '91', clientIp: '198.51.100.120', label: 'reviews' });
const device = { deviceID: `contract-reviews-${process.pid}`, deviceName: 'windows', deviceType: 'web' };

type ReviewNode = { id: string; likes: number; myVote: string; package: { internalId: string; rating: { average: number | null; count: number } } | null };
type ReviewPage = { reviews: { totalCount: number; edges: { node: ReviewNode }[] } };
const LIST = `query($format: ReviewFormat) { reviews(format: $format, first: 12) {
  totalCount edges { node { id likes myVote package { internalId rating { average count } } } } } }`;
const VOTE = `mutation($input: VoteReviewInput!) { voteReview(input: $input) { review { id likes myVote } userErrors { code message } } }`;
type Vote = { voteReview: { review: { likes: number; myVote: string } | null; userErrors: UserError[] } };
const VIEWER_REVIEWS = `{ viewer { reviews { reviews { title } awaitingReview { orderId reference packageTitle package { internalId } } } } }`;
type ViewerReviews = { viewer: { reviews: { reviews: { title: string }[]; awaitingReview: { orderId: string; reference: string; packageTitle: string }[] } } };
const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { review { title rating verifiedTrip reviewerName } userErrors { code message } } }`;
type Write = { writeReview: { review: { title: string } | null; userErrors: UserError[] } };

let visitorPage: ReviewPage;
beforeAll(async () => {
  visitorPage = await client.run<ReviewPage>(LIST);
});

describe('reviews lists', () => {
  it('lists text reviews with their packages and ratings: one list, one package and one aggregate call', async () => {
    // Other variables than `beforeAll`'s, so the response cache does not answer it.
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<ReviewPage>(LIST, { format: 'TEXT' }));
    expect(result.reviews.edges.length).toBeGreaterThan(1);
    expect(result.reviews.edges.every(({ node }) => node.myVote === 'NONE' && node.package !== null)).toBe(true);
    expect(callsTo(calls, '/reviews/public/formateby/text_reviews/false')).toHaveLength(1);
    const aggregates = callsTo(calls, '/reviews/aggregate');
    expect(aggregates).toHaveLength(1);
    const packages = new Set(result.reviews.edges.map(({ node }) => node.package?.internalId));
    expect(new URLSearchParams(aggregates[0]?.query).getAll('packageId[]').sort()).toEqual([...packages].sort());
    expect(callsTo(calls, '/reviews/likestat')).toHaveLength(0);
  });

  it("answers a category's 12 packages with their ratings in one aggregate call", async () => {
    const QUERY = `{ category(slug: "kailash-mansarovar") { packages(first: 12) { edges { node { rating { average count distribution { rating count } } } } } } }`;
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      client.run<{ category: { packages: { edges: { node: { rating: { count: number; distribution: unknown[] } } }[] } } }>(QUERY),
    );
    expect(result.category.packages.edges.length).toBeGreaterThan(1);
    expect(result.category.packages.edges.every(({ node }) => node.rating.distribution.length === 5)).toBe(true);
    expect(callsTo(calls, '/reviews/aggregate')).toHaveLength(1);
  });

  it("filters by a package (`/traveller-reviews?package=`): only its reviews, in one list call carrying its id", async () => {
    const SLUG = 'adi-kailash-yatra-from-delhi';
    const { package: pkg } = await client.run<{ package: { id: string; internalId: string } }>(`query($slug: String!) { package(slug: $slug) { id internalId } }`, { slug: SLUG });
    const BY_PACKAGE = `query($packageId: ID) { reviews(packageId: $packageId, first: 12) { totalCount edges { node { package { internalId } } } } }`;
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<ReviewPage>(BY_PACKAGE, { packageId: pkg.id }));
    expect(result.reviews.edges.length).toBeGreaterThan(0);
    expect(result.reviews.totalCount).toBeLessThan(visitorPage.reviews.totalCount);
    expect(result.reviews.edges.every(({ node }) => node.package?.internalId === pkg.internalId)).toBe(true);
    const lists = callsTo(calls, '/reviews/public/formateby/text_reviews/false');
    expect(lists).toHaveLength(1);
    expect(new URLSearchParams(lists[0]?.query).get('packageId')).toBe(pkg.internalId);
  });

  it('lists video reviews with a file to play', async () => {
    const page = await client.run<{ reviews: { edges: { node: { video: { source: { kind: string; url: string } } | null } }[] } }>(
      `{ reviews(format: VIDEO, first: 3) { edges { node { video { source { kind url } } } } } }`,
    );
    expect(page.reviews.edges[0]?.node.video?.source).toMatchObject({ kind: 'FILE', url: expect.stringMatching(/\.webm$/) });
  });
});

describe('voteReview', () => {
  it("counts one vote per user however often it is sent, and shows each user only their own vote", async () => {
    const [voter, other] = [await client.signedInUser(), await client.signedInUser()];
    const target = visitorPage.reviews.edges[0]!.node;
    const votes = await Promise.all(Array.from({ length: 5 }, () => client.run<Vote>(VOTE, { input: { reviewId: target.id, vote: 'UP' } }, voter)));
    expect(votes.every(({ voteReview }) => voteReview.userErrors.length === 0)).toBe(true);
    const mine = (await client.run<ReviewPage>(LIST, {}, voter)).reviews.edges.find(({ node }) => node.id === target.id)!.node;
    expect(mine).toMatchObject({ likes: target.likes + 1, myVote: 'UP' });
    const theirs = (await client.run<ReviewPage>(LIST, {}, other)).reviews.edges.find(({ node }) => node.id === target.id)!.node;
    expect(theirs).toMatchObject({ likes: target.likes + 1, myVote: 'NONE' });
    const withdrawn = await client.run<Vote>(VOTE, { input: { reviewId: target.id, vote: 'NONE' } }, voter);
    expect(withdrawn.voteReview.review).toEqual({ id: target.id, likes: target.likes, myVote: 'NONE' });
  });

  it('asks a visitor to sign in', async () => {
    const { voteReview } = await client.run<Vote>(VOTE, { input: { reviewId: visitorPage.reviews.edges[0]!.node.id, vote: 'UP' } });
    expect(voteReview.userErrors).toEqual([{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }]);
  });
});

describe('writeReview', () => {
  const review = { rating: 5, title: 'A journey of a lifetime', body: 'The team looked after us at every step of the parikrama.' };

  it("writes one review for the reviewer's completed order; another user cannot use that order", async () => {
    const { signInWithPassword } = await client.run<{ signInWithPassword: { token: string } }>(
      'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
      { input: { mobile: '9812300012', countryCode: '+91', password: 'Yatra@2026', device } },
    );
    const reviewer = signInWithPassword.token;
    const before = await client.run<ViewerReviews>(VIEWER_REVIEWS, {}, reviewer);
    const trip = before.viewer.reviews.awaitingReview.find(({ reference }) => reference === 'PT-2025-900001');
    expect(trip?.packageTitle).toBe('Kailash Mansarovar Yatra Overland via Kathmandu');

    const stranger = await client.signedInUser();
    const strangers = await client.run<ViewerReviews>(VIEWER_REVIEWS, {}, stranger);
    expect(strangers.viewer.reviews).toEqual({ reviews: [], awaitingReview: [] });
    const stolen = await client.run<Write>(WRITE, { input: { ...review, orderId: trip!.orderId } }, stranger);
    expect(stolen.writeReview.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Order not found' }]);

    const written = await client.run<Write>(WRITE, { input: { ...review, orderId: trip!.orderId } }, reviewer);
    expect(written.writeReview).toEqual({ review: { title: review.title, rating: 5, verifiedTrip: true, reviewerName: 'Meera' }, userErrors: [] });
    const again = await client.run<Write>(WRITE, { input: { ...review, orderId: trip!.orderId } }, reviewer);
    expect(again.writeReview.userErrors).toEqual([{ code: 'REJECTED', message: 'You have already reviewed this trip' }]);
    const after = await client.run<ViewerReviews>(VIEWER_REVIEWS, {}, reviewer);
    expect(after.viewer.reviews.reviews.map(({ title }) => title)).toContain(review.title);
    expect(after.viewer.reviews.awaitingReview.some(({ reference }) => reference === 'PT-2025-900001')).toBe(false);
  });

  it('asks a visitor to sign in', async () => {
    const { writeReview } = await client.run<Write>(WRITE, { input: { ...review, orderId: Buffer.from('Order:x').toString('base64') } });
    expect(writeReview.userErrors).toEqual([{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }]);
  });
});
