import type { DailyWeatherModel, PlaceWeatherModel, WeatherPlaceModel } from '../rest/weather/types.ts';
import { failure, ok, type FakeReply } from './fake-upstream.ts';
import { objectId } from './fixtures.ts';

const place = (n: number, slug: string, name: string, elevationM: number, aliases: string[] = []): WeatherPlaceModel => ({
  _id: objectId('7', n),
  slug,
  name,
  aliases,
  region: n <= 2 ? 'Tibet' : 'Karnali',
  country: n <= 2 ? 'China' : 'Nepal',
  latitude: 30 + n / 10,
  longitude: 81 + n / 10,
  elevationM,
  timezone: n <= 2 ? 'Asia/Shanghai' : 'Asia/Kathmandu',
});

/** The fake's places: two Kailash places (category `kailash-mansarovar`) and two on the overland route. */
export const WEATHER_PLACES: readonly WeatherPlaceModel[] = [
  place(1, 'mount-kailash', 'Mount Kailash', 5000, ['Kang Rinpoche']),
  place(2, 'lake-mansarovar', 'Lake Mansarovar', 4590, ['Mapam Yumco']),
  place(3, 'simikot', 'Simikot', 2910),
  place(4, 'nepalgunj', 'Nepalgunj', 150),
];

const CATEGORY_PLACES: Record<string, readonly string[]> = {
  'kailash-mansarovar': ['mount-kailash', 'lake-mansarovar'],
  'kailash-overland': ['nepalgunj', 'simikot', 'mount-kailash'],
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A deterministic day: the figures follow the date's day of month and the place's altitude. */
function day(where: WeatherPlaceModel, date: string): DailyWeatherModel {
  const dom = Number(date.slice(8, 10));
  const base = 30 - where.elevationM / 200;
  return {
    date,
    minC: Math.round(base - 10 + dom / 10),
    maxC: Math.round(base + dom / 10),
    precipitationMm: dom % 5,
    windKmh: 10 + dom,
    sunrise: '06:10',
    sunset: '19:20',
    conditions: dom % 2 === 0 ? 'partly-cloudy' : 'clear',
    conditionsText: dom % 2 === 0 ? 'Partly cloudy' : 'Clear',
    source: 'climatology',
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The fake's `PlaceWeather` of a place on `givenDate` (default 2026-06-15). */
export function placeWeather(where: WeatherPlaceModel, givenDate = '2026-06-15'): PlaceWeatherModel {
  const base = 30 - where.elevationM / 200;
  return {
    place: where,
    givenDate,
    day: day(where, givenDate),
    week: Array.from({ length: 7 }, (_, index) => day(where, addDays(givenDate, index))),
    monthly: MONTHS.map((monthName, index) => ({
      month: index + 1,
      monthName,
      minC: Math.round(base - 15 + 10 * Math.sin((index * Math.PI) / 11)),
      maxC: Math.round(base + 10 * Math.sin((index * Math.PI) / 11)),
      precipitationMm: 10 + index * 5,
      rainyDays: index,
      windKmh: 20,
    })),
  };
}

const bySlug = (slug: string | null) => WEATHER_PLACES.find((where) => where.slug === slug);
const given = (url: URL) => url.searchParams.get('givenDate') ?? undefined;

/** `/weather`, `/weather-search`, `/weather-category` and `/package/weather-list-site` over `WEATHER_PLACES`. */
export function weatherRoutes(): [RegExp, (url: URL) => FakeReply | undefined][] {
  return [
    [
      /^\/weather$/,
      (url) => {
        if (!url.searchParams.has('query')) return ok(WEATHER_PLACES);
        const where = bySlug(url.searchParams.get('query'));
        return where === undefined ? failure(404, 'Weather place not found') : ok(placeWeather(where, given(url)));
      },
    ],
    [
      /^\/weather-search$/,
      (url) => {
        const text = (url.searchParams.get('location') ?? '').toLowerCase();
        const hits = WEATHER_PLACES.filter((where) => [where.name, ...where.aliases, where.region].some((name) => name.toLowerCase().includes(text)));
        return ok(hits.slice(0, 8).map((where) => placeWeather(where, given(url))));
      },
    ],
    [
      /^\/weather-category$/,
      (url) => {
        const slugs = CATEGORY_PLACES[url.searchParams.get('query') ?? ''];
        if (slugs === undefined) return failure(404, 'Category not found');
        return ok(slugs.flatMap((slug) => bySlug(slug) ?? []).map((where) => placeWeather(where, given(url))));
      },
    ],
    [/^\/package\/weather-list-site$/, (url) => ok(WEATHER_PLACES.slice(0, 2).map((where) => placeWeather(where, given(url))))],
  ];
}
