/** The wishlist through the gateway over a real api: hearts, count, ownership, and one ids call per request. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { categoryPackages, menuCategories } from '../support/catalogue-scan.ts';
import { graphql } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const device = { deviceID: `wishlist-${process.pid}`, deviceName: 'windows', deviceType: 'web' };
let counter = 0;

async function run<T>(query: string, variables: Record<string, unknown> = {}, token?: string, clientIp?: string): Promise<T> {
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  // Sign-ups come from an IP of their own, so the per-IP OTP caps other files use up do not refuse them.
  if (clientIp !== undefined) Object.assign(headers, { 'x-client-ip': clientIp, 'x-proxy-key': stack.gatewayProxyKey });
  const { data, errors } = await graphql<T>(stack.gatewayUrl, query, variables, headers);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  if (data === null) throw new Error('GraphQL answer without data');
  return data;
}

/** A new account (sign-up, the outbox OTP, verification) signed in by mobile: its token. */
async function newUser(): Promise<string> {
  counter += 1;
  const mobile = `97${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
  const password = `Yatra#${counter}wish`;
  const ip = `203.0.113.${100 + counter}`;
  const { signUp } = await run<{ signUp: { userId: string } }>(
    'mutation($input: SignUpInput!) { signUp(input: $input) { userId } }',
    { input: { email: `wish-${process.pid}-${counter}@example.com`, mobile, countryCode: '+91', password, device } },
    undefined,
    ip,
  );
  const outbox = await restGet<Envelope<{ code: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=%2B91${mobile}`, stack.outboxToken);
  await run('mutation($input: VerifySignUpOtpInput!) { verifySignUpOtp(input: $input) { verified } }', {
    input: { userId: signUp.userId, otp: outbox.body.data[0]?.code, device },
  }, undefined, ip);
  const { signInWithPassword } = await run<{ signInWithPassword: { token: string } }>(
    'mutation($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token } }',
    { input: { mobile, countryCode: '+91', password, device } },
    undefined,
    ip,
  );
  return signInWithPassword.token;
}

const globalId = (card: PackageCard) => Buffer.from(`Package:${card._id}`).toString('base64');
const CHANGE = '{ package { internalId isInWishlist } viewer { wishlistCount } userErrors { code message } }';
type Change = { package: { internalId: string; isInWishlist: boolean } | null; viewer: { wishlistCount: number } | null; userErrors: { code: string; message: string }[] };
const add = (card: PackageCard, token?: string) =>
  run<{ addToWishlist: Change }>(`mutation($input: AddToWishlistInput!) { addToWishlist(input: $input) ${CHANGE} }`, { input: { packageId: globalId(card) } }, token);
const remove = (card: PackageCard, token?: string) =>
  run<{ removeFromWishlist: Change }>(`mutation($input: RemoveFromWishlistInput!) { removeFromWishlist(input: $input) ${CHANGE} }`, { input: { packageId: globalId(card) } }, token);
const wishlistOf = async (token: string) =>
  (await run<{ viewer: { wishlistCount: number; wishlist: { totalCount: number; edges: { node: { internalId: string } }[] } } }>(
    '{ viewer { wishlistCount wishlist(first: 12) { totalCount edges { node { internalId } } } } }', {}, token)).viewer;

const CATEGORY_PAGE = `query($slug: String!) { category(slug: $slug) { packages(first: 12) { edges { node { internalId isInWishlist } } } } }`;
type CategoryPage = { category: { packages: { edges: { node: { internalId: string; isInWishlist: boolean } }[] } } };

let categorySlug = '';
let cards: PackageCard[] = [];
beforeAll(async () => {
  const menu = await menuCategories(stack);
  for (const category of menu) {
    const found = await categoryPackages(stack, category.slug);
    if (found.length >= 3) {
      categorySlug = category.slug;
      cards = found.slice(0, 3);
      break;
    }
  }
  if (cards.length < 3) throw new Error('no category with 3 packages');
});

describe('wishlist through the gateway', () => {
  it('adds: isInWishlist on the package and on a category page with exactly one ids call; count; remove', async () => {
    const token = await newUser();
    const [first, second] = [cards[0]!, cards[1]!];
    const added = (await add(first, token)).addToWishlist;
    expect(added).toEqual({ package: { internalId: first._id, isInWishlist: true }, viewer: { wishlistCount: 1 }, userErrors: [] });
    await add(second, token);

    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => run<CategoryPage>(CATEGORY_PAGE, { slug: categorySlug }, token));
    const hearts = new Map(result.category.packages.edges.map(({ node }) => [node.internalId, node.isInWishlist]));
    expect(hearts.get(first._id)).toBe(true);
    expect(hearts.get(second._id)).toBe(true);
    expect(hearts.get(cards[2]!._id)).toBe(false);
    expect(callsTo(calls, '/package/get-wishlistids')).toHaveLength(1);
    expect(callsTo(calls, '/packages').every((call) => call.method === 'GET')).toBe(true);

    expect(await wishlistOf(token)).toEqual({
      wishlistCount: 2,
      wishlist: { totalCount: 2, edges: [{ node: { internalId: second._id } }, { node: { internalId: first._id } }] },
    });
    const removed = (await remove(first, token)).removeFromWishlist;
    expect(removed).toEqual({ package: { internalId: first._id, isInWishlist: false }, viewer: { wishlistCount: 1 }, userErrors: [] });
  });

  it('a visitor sees no hearts and makes no ids call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => run<CategoryPage>(CATEGORY_PAGE, { slug: categorySlug }));
    expect(result.category.packages.edges.every(({ node }) => !node.isInWishlist)).toBe(true);
    expect(callsTo(calls, '/package/get-wishlistids')).toHaveLength(0);
  });

  it('keeps one row for 20 concurrent adds', async () => {
    const token = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(cards[2]!, token)));
    expect(answers.every(({ addToWishlist }) => addToWishlist.userErrors.length === 0)).toBe(true);
    expect((await wishlistOf(token)).wishlistCount).toBe(1);
    const ids = await restGet<Envelope<string[]>>(stack.apiBaseUrl, '/package/get-wishlistids?wishlisttype=package', token);
    expect(ids.body.data).toEqual([cards[2]!._id]);
  });

  it("user B neither sees nor deletes A's wishlist", async () => {
    const [tokenA, tokenB] = [await newUser(), await newUser()];
    await add(cards[0]!, tokenA);
    expect((await wishlistOf(tokenB)).wishlistCount).toBe(0);
    const byB = (await remove(cards[0]!, tokenB)).removeFromWishlist;
    expect(byB.userErrors, "removing is idempotent and touches only B's own list").toEqual([]);
    const response = await fetch(`${stack.apiBaseUrl}/package/delete-wishlist/${cards[0]!._id}?wishlisttype=package`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(((await response.json()) as { data: string[] }).data).toEqual([]);
    expect((await wishlistOf(tokenA)).wishlistCount).toBe(1);
  });

  it("answers the profile's wishlist page (viewer, count, first 6) with one upstream call, each user only their own", async () => {
    const [tokenA, tokenB] = [await newUser(), await newUser()];
    await add(cards[0]!, tokenA);
    await add(cards[1]!, tokenA);
    const page = '{ viewer { id internalId displayName wishlistCount wishlist(first: 6) { edges { node { internalId } } } } }';
    type Page = { viewer: { id: string; internalId: string; wishlistCount: number; wishlist: { edges: { node: { internalId: string } }[] } } };
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => run<Page>(page, {}, tokenA));
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/package/get-wishlist']);
    expect(result.viewer.wishlistCount).toBe(2);
    expect(result.viewer.wishlist.edges.map(({ node }) => node.internalId)).toEqual([cards[1]!._id, cards[0]!._id]);
    const ofB = (await run<Page>(page, {}, tokenB)).viewer;
    expect(ofB.internalId).not.toBe(result.viewer.internalId);
    expect(ofB).toMatchObject({ wishlistCount: 0, wishlist: { edges: [] } });
    expect(await run(page, {})).toEqual({ viewer: null });
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await add(cards[0]!)).addToWishlist).toEqual({
      package: null,
      viewer: null,
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' }],
    });
  });

  it('answers recently visited packages in the order given', async () => {
    const ids = [cards[2]!, cards[0]!].map(globalId);
    const { recentlyVisited } = await run<{ recentlyVisited: { internalId: string }[] }>(
      'query($ids: [ID!]!) { recentlyVisited(packageIds: $ids) { internalId } }', { ids });
    expect(recentlyVisited.map((pkg) => pkg.internalId)).toEqual([cards[2]!._id, cards[0]!._id]);
  });

  it('keeps the 8 newest (the last given) when more are sent', async () => {
    const all: PackageCard[] = [];
    for (const category of await menuCategories(stack)) {
      all.push(...(await categoryPackages(stack, category.slug)).filter((card) => !all.some((seen) => seen._id === card._id)));
      if (all.length >= 9) break;
    }
    const nine = all.slice(0, 9);
    const { recentlyVisited } = await run<{ recentlyVisited: { internalId: string }[] }>(
      'query($ids: [ID!]!) { recentlyVisited(packageIds: $ids) { internalId } }', { ids: nine.map(globalId) });
    expect(recentlyVisited.map((pkg) => pkg.internalId)).toEqual(nine.slice(1).map((card) => card._id));
  });
});
