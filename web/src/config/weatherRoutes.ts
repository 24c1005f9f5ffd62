/**
 * The weather pages of spec §2. Each shows its api category's places (CONTRACT.md issue 12): `kailash` the places
 * at Kailash itself (Mount Kailash, Lake Mansarovar, Darchen, Taklakot …), `overland` the places of the overland
 * route from Kathmandu (Kyirong, Saga …). They are cached pages under dynamic segments, so next.config.ts rewrites
 * the public paths, `?date=YYYY-MM-DD` included (a `force-static` page never sees its query string).
 */
export const WEATHER_PAGES = {
  kailash: {
    path: '/weather-at-kailash-mansarovar',
    categorySlug: 'kailash-mansarovar',
    title: 'Weather at Kailash Mansarovar',
    description: 'Day-by-day weather at Mount Kailash, Lake Mansarovar, Darchen and Taklakot for your travel date, with the monthly temperatures and rainfall.',
  },
  overland: {
    path: '/kailash-mansarovar-yatra-overland-weather',
    categorySlug: 'kailash-overland',
    title: 'Kailash Mansarovar Yatra Overland Weather',
    description: 'Weather on the overland route to Kailash: Kathmandu, Kyirong, Saga and the Kailash places, day by day and month by month.',
  },
} as const;

export type WeatherPageKey = keyof typeof WEATHER_PAGES;

export const isWeatherPageKey = (key: string): key is WeatherPageKey => Object.hasOwn(WEATHER_PAGES, key);

/** The date segment of a page without `?date=`: today in India, judged when the page renders. */
export const TODAY_SEGMENT = 'today';

/** The public path of a page for a date (`null`: today). */
export const weatherPagePath = (key: WeatherPageKey, date: string | null) =>
  date === null ? WEATHER_PAGES[key].path : `${WEATHER_PAGES[key].path}?date=${date}`;

type Rule = { source: string; destination: string; has?: { type: 'query'; key: string; value: string }[] };

/** next.config.ts `rewrites().beforeFiles`: the public paths onto `/weather/{key}/{date}`. */
export function weatherRewrites(): Rule[] {
  return (Object.keys(WEATHER_PAGES) as WeatherPageKey[]).flatMap((key) => [
    {
      source: WEATHER_PAGES[key].path,
      has: [{ type: 'query' as const, key: 'date', value: '(?<date>\\d{4}-\\d{2}-\\d{2})' }],
      destination: `/weather/${key}/:date`,
    },
    { source: WEATHER_PAGES[key].path, destination: `/weather/${key}/${TODAY_SEGMENT}` },
  ]);
}
