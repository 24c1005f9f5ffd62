import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { USER_TOKEN, userProfile } from '../../testing/fake-accounts.ts';
import { failure, fakeUpstream, ok, type FakeReply } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const catalogue = standardCatalogue();
const [first, second] = catalogue.packages;
const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const globalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');

/** The fake catalogue plus the wishlist routes over one list of ids. */
function wishlistUpstream(ids: string[]) {
  const catalogueFetch = fakeCatalogueUpstream(catalogue).fetch;
  return fakeUpstream(async (url, call): Promise<FakeReply | undefined> => {
    const path = url.pathname.replace(/^\/api\/v1/, '');
    if (path === '/package/get-wishlistids') return ok(ids);
    if (path === '/user') return ok(userProfile());
    if (path === '/package/add-wishlist') return ok([(call.body as { wishlisttypeid: string }).wishlisttypeid, ...ids]);
    if (path.startsWith('/package/delete-wishlist/')) return failure(404, 'Wishlist item not found');
    const response = await catalogueFetch(url.href, { method: call.method, headers: call.headers });
    return { status: response.status, body: await response.json() };
  });
}

const LISTING = `query($slug: String!) { category(slug: $slug) { packages(first: 12) { edges { node { internalId isInWishlist } } } } }`;
const homeSlug = first!.category[0]!.slug;

describe('wishlist in the gateway', () => {
  it('answers isInWishlist for a whole page with one ids call, sent with the user token', async () => {
    const upstream = wishlistUpstream([second!._id]);
    const { data } = await testGateway(upstream.fetch).execute(LISTING, { slug: homeSlug }, signedIn);
    const edges = (data?.category as { packages: { edges: { node: { internalId: string; isInWishlist: boolean } }[] } }).packages.edges;
    expect(edges.filter(({ node }) => node.isInWishlist).map(({ node }) => node.internalId)).toEqual([second!._id]);
    expect(upstream.callsTo('/package/get-wishlistids')).toHaveLength(1);
    expect(upstream.callsTo('/package/get-wishlistids')[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(upstream.callsTo('/packages').every((call) => call.authorization !== `Bearer ${USER_TOKEN}`)).toBe(true);
  });

  it('answers false for a visitor without any wishlist call', async () => {
    const upstream = wishlistUpstream([first!._id]);
    const { data } = await testGateway(upstream.fetch).execute(LISTING, { slug: homeSlug });
    expect(JSON.stringify(data)).not.toContain('"isInWishlist":true');
    expect(upstream.callsTo('/package/get-wishlistids')).toHaveLength(0);
  });

  it('adds with the payload primed by the answer (no ids call) and maps a 404 and a signed-out caller', async () => {
    const upstream = wishlistUpstream([second!._id]);
    const gateway = testGateway(upstream.fetch);
    const ADD = `mutation($input: AddToWishlistInput!) { addToWishlist(input: $input) { package { isInWishlist } viewer { wishlistCount } userErrors { code message } } }`;
    const added = await gateway.execute(ADD, { input: { packageId: globalId(first!._id) } }, signedIn);
    expect(added.data?.addToWishlist).toEqual({ package: { isInWishlist: true }, viewer: { wishlistCount: 2 }, userErrors: [] });
    expect(upstream.callsTo('/package/add-wishlist')[0]?.body).toEqual({ wishlisttype: 'package', wishlisttypeid: first!._id, source: 'web' });
    expect(upstream.callsTo('/package/get-wishlistids')).toHaveLength(0);

    const REMOVE = ADD.replaceAll('addToWishlist', 'removeFromWishlist').replace('AddToWishlistInput', 'RemoveFromWishlistInput');
    const missing = await gateway.execute(REMOVE, { input: { packageId: globalId(first!._id) } }, signedIn);
    expect(missing.data?.removeFromWishlist).toEqual({ package: null, viewer: null, userErrors: [{ code: 'NOT_FOUND', message: 'Wishlist item not found' }] });
    const visitor = await gateway.execute(ADD, { input: { packageId: globalId(first!._id) } });
    expect(visitor.data?.addToWishlist).toEqual({ package: null, viewer: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }] });
  });
});
