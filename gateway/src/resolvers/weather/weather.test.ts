import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../../testing/fake-catalogue.ts';
import { testGateway } from '../../testing/gateway.ts';
import { standardCatalogue } from '../../testing/standard-catalogue.ts';

const setUp = () => {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  return { upstream, gateway: testGateway(upstream.fetch) };
};

const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('Query.weather', () => {
  it("answers a place's day, 7-day strip and 12 monthly normals for the date asked", async () => {
    const { gateway, upstream } = setUp();
    const date = inDays(10);
    const { data } = await gateway.execute(
      `query ($date: String) { weather(place: "mount-kailash", date: $date) {
        date place { name altitudeM otherNames } day { date conditions source } week { date } monthly { monthName } } }`,
      { date },
    );
    const report = data?.weather as { date: string; place: unknown; day: { date: string; conditions: string; source: string }; week: unknown[]; monthly: { monthName: string }[] };
    expect(report.date).toBe(date);
    expect(report.place).toEqual({ name: 'Mount Kailash', altitudeM: 5000, otherNames: ['Kang Rinpoche'] });
    expect(report.day.source).toBe('CLIMATOLOGY');
    expect(['CLEAR', 'PARTLY_CLOUDY']).toContain(report.day.conditions);
    expect(report.week).toHaveLength(7);
    expect(report.monthly.map((month) => month.monthName)[0]).toBe('January');
    expect(upstream.callsTo('/weather')[0]?.url.searchParams.get('givenDate')).toBe(date);
  });

  it('answers null for an unknown place', async () => {
    const { gateway } = setUp();
    const { data, errors } = await gateway.execute(`{ weather(place: "atlantis") { date } }`);
    expect(errors).toBeUndefined();
    expect(data?.weather).toBeNull();
  });

  it.each([
    ['15-06-2026', 'The date must be written as YYYY-MM-DD.'],
    ['2026-02-30', 'The date must be a real date.'],
    [inDays(800), 'The date must be between'],
  ])('refuses the date %s before calling the api', async (date, message) => {
    const { gateway, upstream } = setUp();
    const { errors } = await gateway.execute(`query ($date: String) { weather(place: "mount-kailash", date: $date) { date } }`, { date });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.message).toContain(message);
    expect(upstream.callsTo('/weather')).toHaveLength(0);
  });
});

describe('Query.weatherSearch and weatherPlaces', () => {
  it('finds places by another name, with their figures', async () => {
    const { gateway } = setUp();
    const { data } = await gateway.execute(`{ weatherSearch(query: "mapam") { place { slug } day { maxC } } }`);
    expect(data?.weatherSearch).toEqual([{ place: { slug: 'lake-mansarovar' }, day: { maxC: expect.any(Number) } }]);
  });

  it('refuses a one-letter search', async () => {
    const { gateway } = setUp();
    const { errors } = await gateway.execute(`{ weatherSearch(query: " k ") { date } }`);
    expect(errors?.[0]?.message).toBe('The place search must have 2 to 100 characters.');
  });

  it('lists the places once per request, node lookups included', async () => {
    const { gateway, upstream } = setUp();
    const { data } = await gateway.execute(`{ weatherPlaces { id name } }`);
    const [first] = data?.weatherPlaces as { id: string; name: string }[];
    const { data: node } = await gateway.execute(`query ($id: ID!) { node(id: $id) { __typename ... on WeatherPlace { name } } weatherPlaces { id } }`, {
      id: first?.id,
    });
    expect(node?.node).toEqual({ __typename: 'WeatherPlace', name: 'Mount Kailash' });
    expect(upstream.callsTo('/weather')).toHaveLength(2);
  });
});
