/**
 * Departures (issue 8): the seeded dates follow each route's season, seats and status agree, and the gateway
 * fetches a page's departures in one upstream call — one per package page, one batch per list of packages.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { categoryPackages, isComingSoon } from '../support/catalogue-scan.ts';
import { graphqlData } from '../support/graphql.ts';
import { dropGatewayCache } from '../support/response-cache.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

type Departure = { internalId: string; date: string; seatsTotal: number; seatsLeft: number; status: string; price: { paise: number; label: string } };
type PackageDepartures = { package: { slug: string; departures: Departure[]; nextDeparture: { date: string } | null } | null };

const departuresQuery = /* GraphQL */ `
  query DeparturesContract($slug: String!) {
    package(slug: $slug) {
      slug
      departures(first: 100) { internalId date seatsTotal seatsLeft status price { paise label } }
      nextDeparture { date }
    }
  }
`;

/** The seed's one package whose first departure is sold out (api/src/seed/departures.ts). */
const SOLD_OUT_PACKAGE_SLUG = 'kailash-mansarovar-yatra-overland-via-kathmandu';

const onSale = (cards: PackageCard[]) => cards.filter((card) => !card.isRegistration && !isComingSoon(card.prices));
const month = (date: string) => Number(date.slice(5, 7));
const departuresOf = async (slug: string): Promise<Departure[]> => {
  const { package: found } = await graphqlData<PackageDepartures>(stack.gatewayUrl, departuresQuery, { slug });
  if (found === null) throw new Error(`package ${slug} not found`);
  return found.departures;
};

let kailash: PackageCard[] = [];
let charDham: PackageCard[] = [];
beforeAll(async () => {
  kailash = onSale(await categoryPackages(stack, 'kailash-mansarovar'));
  charDham = onSale(await categoryPackages(stack, 'char-dham'));
  if (kailash.length < 3 || charDham.length < 3) throw new Error('the seed has too few Kailash or Char Dham packages on sale');
});

describe('departures by season', () => {
  it('runs Kailash Mansarovar packages only from June to September', async () => {
    for (const card of kailash) {
      const departures = await departuresOf(card.slug);
      expect(departures.length, card.slug).toBeGreaterThan(0);
      expect(departures.filter((departure) => month(departure.date) < 6 || month(departure.date) > 9), card.slug).toEqual([]);
    }
  });

  it('runs Char Dham packages only from May to October', async () => {
    for (const card of charDham) {
      const departures = await departuresOf(card.slug);
      expect(departures.length, card.slug).toBeGreaterThan(0);
      expect(departures.filter((departure) => month(departure.date) < 5 || month(departure.date) > 10), card.slug).toEqual([]);
    }
  });
});

describe('seats', () => {
  it('never leaves more seats than the group has, and the status follows the seats left', async () => {
    const departures = (await Promise.all(kailash.slice(0, 6).map((card) => departuresOf(card.slug)))).flat();
    for (const departure of departures) {
      expect(departure.seatsLeft).toBeGreaterThanOrEqual(0);
      expect(departure.seatsLeft).toBeLessThanOrEqual(departure.seatsTotal);
      expect(departure.status).toBe(departure.seatsLeft === 0 ? 'SOLD_OUT' : departure.seatsLeft <= 5 ? 'FEW_LEFT' : 'AVAILABLE');
      expect(departure.price.label).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    }
  });

  it('shows the seeded sold-out date as SOLD_OUT with no seat, and skips it for the next departure', async () => {
    // The seed sells out the first departure of this package only (api/src/seed/departures.test.ts proves "only").
    // Other contract files book Kailash dates, and a date they fill is sold out too, so this test names the package.
    const { package: found } = await graphqlData<PackageDepartures>(stack.gatewayUrl, departuresQuery, { slug: SOLD_OUT_PACKAGE_SLUG });
    const [first, ...later] = found?.departures ?? [];
    expect(first).toMatchObject({ seatsLeft: 0, status: 'SOLD_OUT' });
    expect(later.length).toBeGreaterThan(0);
    expect(found?.nextDeparture?.date).toBe(later.find((departure) => departure.seatsLeft > 0)?.date);
  });

  it('never names a sold-out date as the next departure', async () => {
    for (const card of kailash) {
      const { package: found } = await graphqlData<PackageDepartures>(stack.gatewayUrl, departuresQuery, { slug: card.slug });
      expect(found?.nextDeparture?.date, card.slug).toBe(found?.departures.find((departure) => departure.seatsLeft > 0)?.date);
    }
  });

  it('answers the same departures as the REST route', async () => {
    const card = charDham[0] as PackageCard;
    const rest = await restData<{ _id: string; date: string; seatsLeft: number; inrPrice: number; inrPricePaise?: number }[]>(
      stack.apiBaseUrl,
      `/package/departures/${card._id}`,
      stack.apiToken,
    );
    const viaGateway = await departuresOf(card.slug);
    // Money in paise: the api's inrPricePaise (whole inrPrice rupees from an api that predates it).
    expect(viaGateway.map(({ internalId, date, seatsLeft, price }) => ({ _id: internalId, date, seatsLeft, paise: price.paise }))).toEqual(
      rest.slice(0, 100).map(({ _id, date, seatsLeft, inrPrice, inrPricePaise }) => ({ _id, date, seatsLeft, paise: inrPricePaise ?? inrPrice * 100 })),
    );
  });
});

describe('upstream calls for departures', () => {
  // Each case counts a visitor's calls: start from an empty response cache.
  beforeEach(() => dropGatewayCache(stack));

  it('fetches a package page’s departures and next departure with one departures call', async () => {
    const card = kailash.at(-1) as PackageCard;
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<PackageDepartures>(stack.gatewayUrl, departuresQuery, { slug: card.slug }));
    expect(result.package?.departures.length).toBeGreaterThan(0);
    expect(callsTo(calls, '/package/departures').map((call) => call.path)).toEqual([`/api/v1/package/departures/${card._id}`]);
    expect(calls).toHaveLength(2);
  });

  it('fetches the departures of a listing page’s packages with one batch call', async () => {
    const listing = /* GraphQL */ `
      query DeparturesListing($slug: String!) {
        category(slug: $slug) { packages(first: 12) { edges { node { slug nextDeparture { date seatsLeft } } } } }
      }
    `;
    type Listing = { category: { packages: { edges: { node: { slug: string; nextDeparture: { date: string } | null } }[] } } | null };
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => graphqlData<Listing>(stack.gatewayUrl, listing, { slug: 'char-dham' }));
    const nodes = result.category?.packages.edges.map((edge) => edge.node) ?? [];
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.some((node) => node.nextDeparture !== null)).toBe(true);
    const departureCalls = callsTo(calls, '/package/departures');
    expect(departureCalls).toHaveLength(1);
    expect(new URLSearchParams(departureCalls[0]?.query).getAll('packageId[]')).toHaveLength(nodes.length);
  });
});
