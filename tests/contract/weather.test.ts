/**
 * Weather (issue 12) through the gateway over the real api: a place by slug (`GET /weather?filterby=slug`), the
 * places list, search (`GET /weather-search`), `Category.weather` (`GET /weather-category`) and `Package.weather`
 * (`GET /package/weather-list-site`): one upstream call per category or package and date (the api has no batch
 * route), dates checked before any call.
 */
import { describe, expect, it } from 'vitest';
import { graphql, graphqlData } from '../support/graphql.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();

/** A date `days` after today in India: each test asks its own, so the response cache never answers for it. */
const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

type Report = { date: string; place: { slug: string; name: string }; day: { date: string; source: string }; week: { date: string }[]; monthly: unknown[] };
const REPORT = 'date place { slug name } day { date source } week { date } monthly { monthName }';

describe('weather(place:, date:)', () => {
  it("answers the place's day, 7 days from the date and 12 normals, as the api does, in one call", async () => {
    const date = inDays(3);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ weather: Report }>(stack.gatewayUrl, `query WeatherContract($date: String) { weather(place: "mount-kailash", date: $date) { ${REPORT} } }`, { date }),
    );
    const rest = await restData<{ givenDate: string; week: { date: string }[] }>(stack.apiBaseUrl, `/weather?filterby=slug&query=mount-kailash&givenDate=${date}`, stack.apiToken);
    expect(result.weather.date).toBe(rest.givenDate);
    expect(result.weather.week.map((day) => day.date)).toEqual(rest.week.map((day) => day.date));
    expect(result.weather.week).toHaveLength(7);
    expect(result.weather.monthly).toHaveLength(12);
    expect(result.weather.day.source).toBe('CLIMATOLOGY');
    expect(callsTo(calls, '/weather').map((call) => call.query)).toEqual([`filterby=slug&query=mount-kailash&givenDate=${date}`]);
  });

  it('answers null for an unknown place and refuses a date outside the bounds without calling the api', async () => {
    const { data } = await graphql<{ weather: unknown }>(stack.gatewayUrl, `{ weather(place: "no-such-place") { date } }`);
    expect(data?.weather).toBeNull();
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphql(stack.gatewayUrl, `{ weather(place: "mount-kailash", date: "${inDays(900)}") { date } }`),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls).toHaveLength(0);
  });
});

describe('weatherSearch and weatherPlaces', () => {
  it('finds Lake Mansarovar by another name and lists every place', async () => {
    const { weatherSearch } = await graphqlData<{ weatherSearch: Report[] }>(stack.gatewayUrl, `{ weatherSearch(query: "mapam", date: "${inDays(4)}") { ${REPORT} } }`);
    expect(weatherSearch.map((report) => report.place.slug)).toContain('lake-mansarovar');
    const { weatherPlaces } = await graphqlData<{ weatherPlaces: { slug: string }[] }>(stack.gatewayUrl, `{ weatherPlaces { slug } }`);
    expect(weatherPlaces.map((place) => place.slug)).toEqual(expect.arrayContaining(['mount-kailash', 'darchen', 'simikot']));
  });
});

describe('Category.weather and Package.weather', () => {
  it('answers both weather pages’ categories with one /weather-category call each', async () => {
    const date = inDays(5);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ kailash: { weather: Report[] }; overland: { weather: Report[] } }>(
        stack.gatewayUrl,
        `query CategoriesWeather($date: String) {
          kailash: category(slug: "kailash-mansarovar") { weather(date: $date) { place { slug } } }
          overland: category(slug: "kailash-overland") { weather(date: $date) { place { slug } } }
        }`,
        { date },
      ),
    );
    expect(result.kailash.weather.map((report) => report.place.slug)).toContain('mount-kailash');
    expect(result.overland.weather.length).toBeGreaterThan(0);
    expect(callsTo(calls, '/weather-category')).toHaveLength(2);
  });

  it("answers a package's route places in one call per package", async () => {
    const { package: found } = await graphqlData<{ package: { internalId: string } }>(stack.gatewayUrl, `{ package(slug: "kailash-mansarovar-yatra-via-lhasa") { internalId } }`);
    const date = inDays(6);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      graphqlData<{ package: { weather: Report[] } }>(stack.gatewayUrl, `{ package(slug: "kailash-mansarovar-yatra-via-lhasa") { weather(date: "${date}") { place { slug } day { date } } } }`),
    );
    expect(result.package.weather.length).toBeGreaterThan(0);
    expect(result.package.weather.every((report) => report.day.date === date)).toBe(true);
    expect(callsTo(calls, '/package/weather-list-site').map((call) => call.query)).toEqual([`filterby=package_id&query=${found.internalId}&givenDate=${date}`]);
  });
});
