/**
 * The soak's mix, one GraphQL request each through the gateway: the package page and category listing of
 * bench/operations.ts, search, the user's password sign-in, wishlist add/remove as that user and a call-back lead
 * with the user's own number (stored verified, no SMS). A request fails on a non-200, GraphQL errors or user errors.
 */
import { categoryListingQuery, packagePageQuery } from '../support/operations.ts';
import { searchQuery } from '../bench/operations.ts';
import type { SoakFixtures } from './stack.ts';

export type Kind = 'package' | 'category' | 'search' | 'signIn' | 'wishlist' | 'lead';
export type Call = { query: string; variables: Record<string, unknown>; signedIn: boolean; field?: string };
/** One turn of the mix: its requests, sent one after the other, and what to do after the last. */
export type Turn = { kind: Kind; calls: Call[]; release?: () => void };

/** 20 requests a cycle in 18 turns: a wishlist turn is an add and then a remove of one package (2 requests). */
const weights: [Kind, number][] = [['package', 6], ['category', 4], ['search', 4], ['wishlist', 2], ['signIn', 1], ['lead', 1]];
export const mix: Kind[] = weights.flatMap(([kind, count]) => Array<Kind>(count).fill(kind));
export const requestsPerTurn = 20 / mix.length;

const device = { deviceID: 'soak', deviceName: 'unknown', operaingSystem: 'Linux', deviceType: 'web' };
const SIGN_IN = 'mutation ($input: SignInWithPasswordInput!) { signInWithPassword(input: $input) { token userErrors { message } } }';
const ADD = 'mutation ($input: AddToWishlistInput!) { addToWishlist(input: $input) { viewer { wishlistCount } userErrors { message } } }';
const REMOVE = 'mutation ($input: RemoveFromWishlistInput!) { removeFromWishlist(input: $input) { viewer { wishlistCount } userErrors { message } } }';
const LEAD = 'mutation ($input: RequestCallBackInput!) { requestCallBack(input: $input) { enquiryId verified userErrors { message } } }';

/** The turns of the mix, round-robin over the fixture's packages; a package is never in two wishlist turns at once. */
export function turns(fixtures: SoakFixtures, searchTerm: string): (kind: Kind) => Turn {
  const { user, packages, categorySlug } = fixtures;
  const busy = new Set<string>();
  let next = 0;
  const nextSlug = (): string | undefined => packages[next++ % packages.length]?.slug;
  const single = (kind: Kind, call: Call): Turn => ({ kind, calls: [call] });
  return (kind) => {
    switch (kind) {
      case 'package':
        return single(kind, { query: packagePageQuery, variables: { slug: nextSlug() }, signedIn: false });
      case 'category':
        return single(kind, { query: categoryListingQuery, variables: { slug: categorySlug }, signedIn: false });
      case 'search':
        return single(kind, { query: searchQuery, variables: { query: searchTerm }, signedIn: false });
      case 'signIn':
        return single(kind, { query: SIGN_IN, variables: { input: { mobile: user.mobile, countryCode: '+91', password: user.password, device } }, signedIn: false, field: 'signInWithPassword' });
      case 'lead':
        return single(kind, { query: LEAD, variables: { input: { mobile: user.mobile, countryCode: '+91', pageUrl: 'https://example.com/soak' } }, signedIn: true, field: 'requestCallBack' });
      case 'wishlist': {
        const id = packages.find((pkg) => !busy.has(pkg.id))?.id;
        if (id === undefined) throw new Error('every package is in a wishlist turn: the gateway is far behind');
        busy.add(id);
        const input = { input: { packageId: id } };
        const calls = [
          { query: ADD, variables: input, signedIn: true, field: 'addToWishlist' },
          { query: REMOVE, variables: input, signedIn: true, field: 'removeFromWishlist' },
        ];
        return { kind, calls, release: () => busy.delete(id) };
      }
    }
  };
}

/** Sends one call; resolves to its milliseconds and whether it failed (and why). */
export async function send(gatewayUrl: string, token: string, call: Call): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(call.signedIn ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: call.query, variables: call.variables }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as { data?: Record<string, { userErrors?: unknown[] } | null>; errors?: unknown[] };
    const payload = (call.field ? body.data?.[call.field] : body.data) as { userErrors?: unknown[] } | null | undefined;
    const error =
      response.status !== 200 ? `HTTP ${response.status}` : body.errors?.length ? JSON.stringify(body.errors[0]) : !payload ? 'no data' : payload.userErrors?.length ? JSON.stringify(payload.userErrors[0]) : null;
    return { ms: performance.now() - started, error };
  } catch (error) {
    return { ms: performance.now() - started, error: (error as Error).message };
  }
}
