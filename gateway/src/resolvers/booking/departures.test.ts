import { describe, expect, it } from 'vitest';
import type { DepartureModel } from '../../rest/booking/departures.ts';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { objectId } from '../../testing/fixtures.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const PACKAGE_1_ID = objectId('a', 1);

const PACKAGE_DEPARTURES = /* GraphQL */ `
  query PackageDepartures($slug: String!, $from: String, $first: Int) {
    package(slug: $slug) {
      departures(from: $from, first: $first) { internalId date seatsTotal seatsLeft status price { paise currency label } }
      nextDeparture { date }
    }
  }
`;

const CATEGORY_DEPARTURES = /* GraphQL */ `
  query CategoryDepartures {
    category(slug: "kailash-mansarovar") {
      packages(first: 5) { edges { node { slug nextDeparture { date seatsLeft } departures { date } } } }
    }
  }
`;

function setUp() {
  const catalogue = standardCatalogue();
  const [first, second] = catalogue.packages;
  // `inrPricePaise` given: Money reads it; absent (an api before issue 8's cart): whole `inrPrice` rupees × 100.
  const departure = (packageId: string, date: string, seatsLeft: number, inrPrice = 145000, inrPricePaise?: number, surchargePercent = 0): DepartureModel => ({
    _id: `${packageId}-${date}`,
    packageId,
    date,
    seatsTotal: 20,
    seatsLeft,
    inrPrice,
    surchargePercent,
    ...(inrPricePaise === undefined ? {} : { inrPricePaise }),
    status: seatsLeft === 0 ? 'SOLD_OUT' : seatsLeft <= 5 ? 'FEW_LEFT' : 'AVAILABLE',
  });
  catalogue.departures = [
    departure(first!._id, '2027-06-05', 0),
    departure(first!._id, '2027-06-12', 3),
    departure(first!._id, '2027-06-19', 18, 159501, 15_950_050, 10),
    departure(second!._id, '2027-07-03', 12),
  ];
  const upstream = fakeCatalogueUpstream(catalogue);
  return { upstream, gateway: testGateway(upstream.fetch) };
}

describe('Package.departures', () => {
  it('lists a package page’s departures with Money prices (paise, else rupees × 100) from one departures call', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(PACKAGE_DEPARTURES, { slug: 'package-1' });
    expect(errors).toBeUndefined();
    expect(upstream.callsTo('/package/departures').map((call) => call.url.pathname)).toEqual([
      `/api/v1/package/departures/${PACKAGE_1_ID}`,
    ]);
    expect(data?.package).toMatchObject({
      departures: [
        { date: '2027-06-05', seatsLeft: 0, seatsTotal: 20, status: 'SOLD_OUT', price: { paise: 14_500_000, currency: 'INR', label: '₹1,45,000' } },
        { date: '2027-06-12', seatsLeft: 3, status: 'FEW_LEFT' },
        { date: '2027-06-19', seatsLeft: 18, status: 'AVAILABLE', price: { paise: 15_950_050, label: '₹1,59,500.50' } },
      ],
      nextDeparture: { date: '2027-06-12' },
    });
  });

  it('answers the api’s price of each date as it is (the least an adult pays that day), with no call for the price table', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(`query($slug: String!) { package(slug: $slug) { departures { date price { paise } } } }`, { slug: 'package-1' });
    expect(errors).toBeUndefined();
    expect((data?.package as { departures: unknown[] }).departures).toEqual([
      { date: '2027-06-05', price: { paise: 14_500_000 } },
      { date: '2027-06-12', price: { paise: 14_500_000 } },
      { date: '2027-06-19', price: { paise: 15_950_050 } },
    ]);
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v1/package-data/package-1', `/api/v1/package/departures/${PACKAGE_1_ID}`]);
  });

  it('narrows by from and first', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(PACKAGE_DEPARTURES, { slug: 'package-1', from: '2027-06-10', first: 1 });
    expect(data?.package).toMatchObject({ departures: [{ date: '2027-06-12' }] });
  });

  it('answers BAD_USER_INPUT for a malformed from or an out-of-range first', async () => {
    const { gateway } = setUp();
    for (const variables of [{ from: '2027-02-30' }, { from: '12/06/2027' }, { first: 0 }, { first: 101 }]) {
      const { errors } = await gateway.execute(PACKAGE_DEPARTURES, { slug: 'package-1', ...variables });
      expect(errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('gives a package without departures an empty list and no next departure', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(PACKAGE_DEPARTURES, { slug: 'package-5' });
    expect(data?.package).toEqual({ departures: [], nextDeparture: null });
  });

  it('batches the departures of a list of packages into one call', async () => {
    const { upstream, gateway } = setUp();
    const { data, errors } = await gateway.execute(CATEGORY_DEPARTURES);
    expect(errors).toBeUndefined();
    const calls = upstream.callsTo('/package/departures');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/v1/package/departures');
    expect(calls[0]!.url.searchParams.getAll('packageId[]')).toHaveLength(5);
    const nodes = (data?.category as { packages: { edges: { node: Record<string, unknown> }[] } }).packages.edges.map((edge) => edge.node);
    expect(nodes[0]).toMatchObject({ slug: 'package-1', nextDeparture: { date: '2027-06-12', seatsLeft: 3 } });
    expect(nodes[1]).toMatchObject({ departures: [{ date: '2027-07-03' }] });
    expect(nodes[2]).toMatchObject({ nextDeparture: null, departures: [] });
  });
});
