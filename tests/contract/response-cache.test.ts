/**
 * The gateway's response cache (issue 10) over the real stack: public answers are shared by visitors and served
 * without upstream calls; no answer of one user ever reaches another user or a visitor, whatever the order they
 * ask in; a change notice (`POST /cache/invalidate`) and a seat-holding mutation make the next answer fresh.
 * Upstream calls are counted by the proxy between gateway and api.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { menuCategories } from '../support/catalogue-scan.ts';
import { addTraveller, commerceSteps, onSalePackages, restDepartures, type RestDeparture } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { packagePageQuery } from '../support/operations.ts';
import { dropGatewayCache, notifyGateway } from '../support/response-cache.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '93', clientIp: '198.51.100.110', label: 'respcache' });
const steps = commerceSteps(client, stack);

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** Public data and the caller's own in one document. */
const MIXED = `query Mixed($slug: String!) {
  package(slug: $slug) { id title isInWishlist }
  viewer { id wishlistCount wishlist(first: 5) { edges { node { id } } } }
}`;
/** No viewer field, yet one field (isInWishlist) answers differently per caller. */
const CARD = `query Card($slug: String!) { package(slug: $slug) { id title isInWishlist } }`;
const DEPARTURES = `query Dates($slug: String!) { package(slug: $slug) { id departures { internalId seatsLeft } } }`;

type Answer = {
  package: { id: string; title: string; isInWishlist: boolean } | null;
  viewer?: { id: string; wishlistCount: number; wishlist: { edges: { node: { id: string } }[] } } | null;
};
type Caller = { name: string; token: string | undefined; viewerId: string | null; wishlisted: string | null };

/** Runs as this caller: a user's bearer token, or none for a visitor; fails on GraphQL errors. */
const ask = <T>(caller: Caller, query: string, variables: Record<string, unknown>) => client.run<T>(query, variables, caller.token);

const notify = (body: unknown, authorization?: string) => notifyGateway(stack, body, authorization);
const dropEverything = () => dropGatewayCache(stack);

const orderings = <T>(items: T[]): T[][] =>
  items.length <= 1 ? [items] : items.flatMap((item, index) => orderings([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));

let first: PackageCard;
let second: PackageCard;
let callers: Caller[];

beforeAll(async () => {
  // Packages of the last menu categories, which the catalogue and commerce files do not page through or book.
  const menu = await menuCategories(stack);
  const cards: PackageCard[] = [];
  for (const category of [...menu].reverse()) {
    for (const card of await onSalePackages(stack, category.slug)) if (!cards.some((c) => c._id === card._id)) cards.push(card);
    if (cards.length >= 4) break;
  }
  [first, second] = cards as [PackageCard, PackageCard];
  if (second === undefined) throw new Error('the seed has too few packages on sale for the response cache tests');

  const users: Caller[] = [];
  for (const [name, card] of [['asha', first], ['ravi', second]] as const) {
    const token = await client.signedInUser();
    const { addToWishlist } = await client.run<{ addToWishlist: { userErrors: unknown[] } }>(
      'mutation($input: AddToWishlistInput!) { addToWishlist(input: $input) { userErrors { message } } }',
      { input: { packageId: globalId('Package', card._id) } },
      token,
    );
    expect(addToWishlist.userErrors).toEqual([]);
    const { viewer } = await client.run<{ viewer: { id: string } }>('{ viewer { id } }', {}, token);
    users.push({ name, token, viewerId: viewer.id, wishlisted: globalId('Package', card._id) });
  }
  callers = [{ name: 'visitor', token: undefined, viewerId: null, wishlisted: null }, ...users];
});

/** What this caller alone may see for this package: their own viewer and wishlist, or none. */
function expectOwnAnswer(caller: Caller, card: PackageCard, answer: Answer, withViewer: boolean): void {
  const packageId = globalId('Package', card._id);
  expect(answer.package, caller.name).toEqual({ id: packageId, title: card.title, isInWishlist: caller.wishlisted === packageId });
  if (!withViewer) return;
  expect(answer.viewer ?? null, caller.name).toEqual(
    caller.viewerId === null
      ? null
      : { id: caller.viewerId, wishlistCount: 1, wishlist: { edges: [{ node: { id: caller.wishlisted } }] } },
  );
}

describe('the response cache', () => {
  it('never hands one caller’s answer to another: two users and a visitor, the same operations, in every order', async () => {
    for (const ordering of orderings(callers)) {
      await dropEverything();
      for (const round of [1, 2]) {
        for (const caller of ordering) {
          for (const card of [first, second]) {
            const variables = { slug: card.slug };
            expectOwnAnswer(caller, card, await ask<Answer>(caller, MIXED, variables), true);
            const cardAnswer = await countUpstreamCalls(stack.proxyUrl, () => ask<Answer>(caller, CARD, variables));
            expectOwnAnswer(caller, card, cardAnswer.result, false);
            // The cache is live meanwhile: the visitor's second public answer comes from it, a user's never does.
            if (round === 2) expect(cardAnswer.calls.length === 0, `${caller.name} served from the cache`).toBe(caller.token === undefined);
          }
        }
      }
    }
  });

  it("serves a visitor's repeated public answer without any upstream call, and a user's never", async () => {
    const [visitor, user] = callers as [Caller, Caller];
    await dropEverything();
    const variables = { slug: second.slug };
    const filled = await countUpstreamCalls(stack.proxyUrl, () => ask(visitor, packagePageQuery, variables));
    expect(callsTo(filled.calls, `/package-data/${second.slug}`)).toHaveLength(1);
    const served = await countUpstreamCalls(stack.proxyUrl, () => ask(visitor, packagePageQuery, variables));
    expect(served.result).toEqual(filled.result);
    expect(served.calls).toEqual([]);
    const asUser = await countUpstreamCalls(stack.proxyUrl, () => ask(user, packagePageQuery, variables));
    expect(asUser.result).toEqual(filled.result);
    expect(callsTo(asUser.calls, `/package-data/${second.slug}`)).toHaveLength(1);
  });

  it('answers a change notice without the right secret 401 and a body that is not { tags } 400', async () => {
    expect((await notify({ tags: ['catalogue'] }, '')).status).toBe(401);
    expect((await notify({ tags: ['catalogue'] }, 'Bearer a-wrong-secret-of-some-length')).status).toBe(401);
    expect((await notify({ tags: 'catalogue' })).status).toBe(400);
    expect((await notify({ tags: [] })).status).toBe(400);
  });

  it('answers afresh after a package:<_id> notice for that package', async () => {
    const [visitor] = callers as [Caller];
    const variables = { slug: first.slug };
    await ask(visitor, CARD, variables);
    expect((await countUpstreamCalls(stack.proxyUrl, () => ask(visitor, CARD, variables))).calls).toEqual([]);
    expect((await notify({ tags: [`package:${first._id}`] })).status).toBe(204);
    const fresh = await countUpstreamCalls(stack.proxyUrl, () => ask(visitor, CARD, variables));
    expect(callsTo(fresh.calls, `/package-data/${first.slug}`)).toHaveLength(1);
  });

  it("shows a visitor the seats a user's started payment holds, on the next read", async () => {
    const [visitor] = callers as [Caller];
    const card = first;
    const departure = (await restDepartures(stack, card._id)).find((candidate) => candidate.seatsLeft >= 2) as RestDeparture;
    expect(departure).toBeDefined();
    type Dates = { package: { departures: { internalId: string; seatsLeft: number }[] } };
    const seatsOf = (answer: Dates) => answer.package.departures.find((d) => d.internalId === departure._id)?.seatsLeft;
    const before = await ask<Dates>(visitor, DEPARTURES, { slug: card.slug });
    expect((await countUpstreamCalls(stack.proxyUrl, () => ask(visitor, DEPARTURES, { slug: card.slug }))).calls).toEqual([]);

    const token = await client.signedInUser();
    const traveller = await addTraveller(client, token, 'Cachebuster', '1975-03-14');
    const added = await steps.addToCart(token, { packageId: globalId('Package', card._id), date: departure.date, travellerIds: [traveller] });
    expect(added.userErrors).toEqual([]);
    expect((await steps.startPayment(token)).payment).not.toBeNull();

    const after = await countUpstreamCalls(stack.proxyUrl, () => ask<Dates>(visitor, DEPARTURES, { slug: card.slug }));
    expect(callsTo(after.calls, `/package/departures/${card._id}`)).toHaveLength(1);
    expect(seatsOf(after.result)).toBe(seatsOf(before)! - 1);
  });

  it('takes change notices by POST only', async () => {
    expect((await fetch(new URL('/cache/invalidate', stack.gatewayUrl))).status).toBe(405);
  });
});
