import { describe, expect, it } from 'vitest';
import { USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { failure, fakeUpstream, type FakeReply } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const cards = standardCatalogue().packages.slice(0, 3);
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };

/** `get-wishlist` answering 3 cards (with the profile when asked); any other call is recorded and refused. */
function wishlistPageUpstream(status = 200) {
  return fakeUpstream(async (url): Promise<FakeReply | undefined> => {
    if (url.pathname !== '/api/v1/package/get-wishlist') return failure(500, 'unexpected call');
    if (status !== 200) return failure(status, 'Please sign in to continue');
    const limit = Number(url.searchParams.get('limit'));
    const viewer = url.searchParams.get('include') === 'viewer' ? { viewer: userProfile() } : {};
    return { status: 200, body: { status: 200, message: 'OK', data: cards.slice(0, limit), total: 3, page: 1, limit, ...viewer } };
  });
}

const PROFILE_WISHLIST = `query($count: Int) {
  viewer { id displayName ...Section }
}
fragment Section on Viewer { wishlistCount wishlist(first: $count) { edges { node { slug } } } }`;

describe('the wishlist page of the profile', () => {
  it('answers the viewer, the count and the first page with one upstream call', async () => {
    const upstream = wishlistPageUpstream();
    const { data, errors } = await testGateway(upstream.fetch).execute(PROFILE_WISHLIST, { count: 2 }, signedIn);
    expect(errors).toBeUndefined();
    expect(data?.viewer).toMatchObject({ displayName: userProfile().firstname, wishlistCount: 3 });
    expect((data?.viewer as { wishlist: { edges: unknown[] } }).wishlist.edges).toHaveLength(2);
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]?.url.search).toBe('?wishlisttype=package&page=1&limit=2&include=viewer');
    expect(upstream.calls[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('answers a null viewer, not an error, when the api refuses the token', async () => {
    const upstream = wishlistPageUpstream(401);
    const { data, errors } = await testGateway(upstream.fetch).execute(PROFILE_WISHLIST, { count: 6 }, signedIn);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null });
    expect(upstream.calls).toHaveLength(1);
  });

  it('asks nothing for a visitor', async () => {
    const upstream = wishlistPageUpstream();
    const { data } = await testGateway(upstream.fetch).execute(PROFILE_WISHLIST, { count: 6 });
    expect(data).toEqual({ viewer: null });
    expect(upstream.calls).toHaveLength(0);
  });
});
