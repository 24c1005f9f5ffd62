import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { failure, fakeUpstream, ok, type FakeReply } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const catalogue = standardCatalogue();
const reviews = catalogue.reviews ?? [];
const [first] = reviews;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

/** The fake catalogue (public reviews) plus the user routes a test gives. */
function reviewsUpstream(userRoutes: (path: string, body: unknown) => FakeReply | undefined = () => undefined) {
  const catalogueFetch = fakeCatalogueUpstream(catalogue).fetch;
  return fakeUpstream(async (url, call) => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (path === '/user') return ok(userProfile());
    if (path === '/reviews/likestat/review' && call.authorization === `Bearer ${USER_TOKEN}`) {
      return ok(url.searchParams.getAll('id[]').map((id) => ({ likesType: 'review', likesTypeID: id, upVotes: 9, downVotes: 1, myVote: 'up' })));
    }
    const own = userRoutes(`${call.method} ${path}`, call.body);
    if (own !== undefined) return own;
    const response = await catalogueFetch(url.href, { method: call.method, headers: call.headers });
    return { status: response.status, body: await response.json() };
  });
}

const LIST = `query($format: ReviewFormat, $rating: Int, $after: String) {
  reviews(format: $format, rating: $rating, first: 12, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id rating title reviewerName likes myVote video { duration source { kind url } } package { internalId rating { average count } } } }
  }
}`;

type Node = { id: string; rating: number; likes: number; myVote: string; video: { duration: string; source: { url: string } } | null; package: { internalId: string; rating: { count: number } } };
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Node }[] };

describe('Query.reviews', () => {
  it('pages text reviews with their packages and ratings: one list call, one package call, one aggregate call', async () => {
    const upstream = reviewsUpstream();
    const page = (await testGateway(upstream.fetch).execute(LIST)).data?.reviews as Page;
    expect(page).toMatchObject({ totalCount: 14, pageInfo: { hasNextPage: true } });
    expect(page.edges[0]?.node).toMatchObject({ id: encodeGlobalId('Review', first!._id), likes: 1, myVote: 'NONE', video: null });
    expect(page.edges[0]?.node.package.rating.count).toBeGreaterThan(0);
    expect(upstream.callsTo('/reviews/public/formateby/text_reviews/false')).toHaveLength(1);
    expect(upstream.callsTo('/reviews/aggregate')).toHaveLength(1);
    expect(upstream.callsTo('/reviews/aggregate')[0]?.url.searchParams.getAll('packageId[]')).toHaveLength(2);
    expect(upstream.callsTo('/reviews/likestat')).toHaveLength(0);
  });

  it('lists video reviews with a playable file source and filters by rating', async () => {
    const gateway = testGateway(reviewsUpstream().fetch);
    const videos = (await gateway.execute(LIST, { format: 'VIDEO' })).data?.reviews as Page;
    expect(videos.totalCount).toBe(3);
    expect(videos.edges[0]?.node.video).toEqual({ duration: '2:05', source: { kind: 'FILE', url: 'http://media.test/media/clips/review-15.webm' } });
    const fives = (await gateway.execute(LIST, { rating: 5 })).data?.reviews as Page;
    expect(fives.edges.every(({ node }) => node.rating === 5)).toBe(true);
  });

  it("answers a signed-in caller's own votes and fresh counts from one batched like-stat call", async () => {
    const upstream = reviewsUpstream();
    const page = (await testGateway(upstream.fetch).execute(LIST, {}, signedIn)).data?.reviews as Page;
    expect(page.edges.every(({ node }) => node.myVote === 'UP' && node.likes === 9)).toBe(true);
    const calls = upstream.callsTo('/reviews/likestat/review');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(calls[0]?.url.searchParams.getAll('id[]')).toHaveLength(12);
  });
});

describe('Mutation.voteReview', () => {
  const VOTE = `mutation($input: VoteReviewInput!) { voteReview(input: $input) { review { id likes dislikes myVote } userErrors { code message } } }`;

  it("sends the vote as upVote/downVote with the user's token and answers the counts after it", async () => {
    const upstream = reviewsUpstream((route) =>
      route === 'POST /review/likestat/add' ? ok({ likesType: 'review', likesTypeID: first!._id, upVotes: 2, downVotes: 0, myVote: 'up' }) : undefined,
    );
    const { data } = await testGateway(upstream.fetch).execute(VOTE, { input: { reviewId: encodeGlobalId('Review', first!._id), vote: 'UP' } }, signedIn);
    expect(data?.voteReview).toEqual({ review: { id: encodeGlobalId('Review', first!._id), likes: 2, dislikes: 0, myVote: 'UP' }, userErrors: [] });
    expect(upstream.callsTo('/review/likestat/add')[0]?.body).toEqual({ likesType: 'review', likesTypeID: first!._id, upVote: true, downVote: false, source: 'web' });
    expect(upstream.callsTo('/reviews/likestat/review')).toHaveLength(0);
  });

  it('asks a visitor to sign in without calling the api', async () => {
    const upstream = reviewsUpstream();
    const { data } = await testGateway(upstream.fetch).execute(VOTE, { input: { reviewId: encodeGlobalId('Review', first!._id), vote: 'DOWN' } });
    expect(data?.voteReview).toEqual({ review: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
    expect(upstream.callsTo('/review/likestat/add')).toHaveLength(0);
  });
});

describe('Mutation.writeReview', () => {
  const WRITE = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { review { title rating } userErrors { code message field } } }`;
  const input = { orderId: encodeGlobalId('Order', 'a1'), rating: 5, title: 'A blessed parikrama', body: 'Everything was arranged with great care.' };

  it("shows the api's refusal as it is: already reviewed, not completed", async () => {
    for (const [status, message] of [[409, 'You have already reviewed this trip'], [403, 'You can review this trip once it is completed']] as const) {
      const upstream = reviewsUpstream((route) => (route === 'POST /review/add' ? failure(status, message) : undefined));
      const { data } = await testGateway(upstream.fetch).execute(WRITE, { input }, signedIn);
      expect(data?.writeReview).toEqual({ review: null, userErrors: [{ code: 'REJECTED', message, field: null }] });
    }
  });

  it('sends the order and the review, and answers the published review', async () => {
    const upstream = reviewsUpstream((route, body) => (route === 'POST /review/add' ? ok({ ...first!, ...(body as object) }) : undefined));
    const { data } = await testGateway(upstream.fetch).execute(WRITE, { input: { ...input, reviewerCity: ' Pune ' } }, signedIn);
    expect(data?.writeReview).toEqual({ review: { title: 'A blessed parikrama', rating: 5 }, userErrors: [] });
    expect(upstream.callsTo('/review/add')[0]?.body).toEqual({ orderId: 'a1', rating: 5, title: input.title, body: input.body, reviewerCity: 'Pune', source: 'web' });
  });

  it('refuses a short review without calling the api', async () => {
    const upstream = reviewsUpstream();
    const { data } = await testGateway(upstream.fetch).execute(WRITE, { input: { ...input, body: 'Too short' } }, signedIn);
    expect(data?.writeReview).toMatchObject({ userErrors: [{ code: 'INVALID_INPUT', field: 'body' }] });
    expect(upstream.callsTo('/review/add')).toHaveLength(0);
  });
});
