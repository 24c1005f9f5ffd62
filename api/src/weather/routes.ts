import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { addDays, daysBetween, todayInIndia } from './calendar.ts';
import { placesWeather, placeWeather, toPlace } from './place-weather.ts';
import type { WeatherProvider } from './provider.ts';
import { allPlaces, placeBySlug, placesOfCategory, placesOfPackage, searchPlaces } from './queries.ts';
import { ByCategoryQuery, ByPackageQuery, BySlugQuery, PlaceWeatherSchema, SearchQuery, WeatherPlaceSchema } from './schemas.ts';

export type WeatherDeps = { db: Db; now: () => Date; provider: WeatherProvider };

/** How far from today a date may be asked (the climatology answers any day; beyond this nobody plans). */
export const DATE_RANGE = { pastDays: 366, aheadDays: 731 } as const;

const placeList = z.array(PlaceWeatherSchema);

const slugRoute = createRoute({
  method: 'get',
  path: '/weather',
  tags: ['weather'],
  summary: "One place's weather by slug (filterby=slug&query=) for givenDate, or, without filterby, every place (no figures)",
  request: { query: BySlugQuery },
  responses: jsonResponses('The place with its weather, or the places', envelopeOf(z.union([PlaceWeatherSchema, z.array(WeatherPlaceSchema)])), [400, 401, 404]),
});
const packageRoute = createRoute({
  method: 'get',
  path: '/package/weather-list-site',
  tags: ['weather'],
  summary: "The weather of the places on a package's route (filterby=package_id&query=<_id>), in route order",
  request: { query: ByPackageQuery },
  responses: jsonResponses('The places with their weather', envelopeOf(placeList), [400, 401, 404]),
});
const categoryRoute = createRoute({
  method: 'get',
  path: '/weather-category',
  tags: ['weather'],
  summary: "The weather of a category's places (filterby=category&query=<slug>)",
  request: { query: ByCategoryQuery },
  responses: jsonResponses('The places with their weather', envelopeOf(placeList), [400, 401, 404]),
});
const searchRoute = createRoute({
  method: 'get',
  path: '/weather-search',
  tags: ['weather'],
  summary: 'Places whose name, another name or region contains `location` (at most 8), with their weather',
  request: { query: SearchQuery },
  responses: jsonResponses('The places found with their weather', envelopeOf(placeList), [400, 401]),
});

/** The weather routes (spec §7); every day's figures come from the configured `WeatherProvider`. */
export function weatherRoutes({ db, now, provider }: WeatherDeps) {
  const dateOf = (given: string | undefined): string => {
    const today = todayInIndia(now());
    if (given === undefined) return today;
    if (daysBetween(addDays(today, -DATE_RANGE.pastDays), given) < 0 || daysBetween(given, addDays(today, DATE_RANGE.aheadDays)) < 0) {
      throw new ApiError(400, "Invalid query parameter 'givenDate': must be within a year before and two years after today");
    }
    return given;
  };
  return createRouter()
    .openapi(slugRoute, async (c) => {
      const query = c.req.valid('query');
      if (query.filterby !== undefined && query.query === undefined) throw new ApiError(400, "Invalid query parameter 'query': is required with filterby=slug");
      if (query.query === undefined) return c.json(envelope((await allPlaces(db)).map(toPlace)), 200);
      const place = await placeBySlug(db, query.query);
      if (!place) throw notFound('Weather place');
      return c.json(envelope(await placeWeather(provider, place, dateOf(query.givenDate))), 200);
    })
    .openapi(packageRoute, async (c) => {
      const query = c.req.valid('query');
      const places = await placesOfPackage(db, query.query);
      if (!places) throw notFound('Package');
      return c.json(envelope(await placesWeather(provider, places, dateOf(query.givenDate))), 200);
    })
    .openapi(categoryRoute, async (c) => {
      const query = c.req.valid('query');
      const places = await placesOfCategory(db, query.query);
      if (!places) throw notFound('Category');
      return c.json(envelope(await placesWeather(provider, places, dateOf(query.givenDate))), 200);
    })
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const givenDate = dateOf(query.givenDate);
      return c.json(envelope(await placesWeather(provider, await searchPlaces(db, query.location), givenDate)), 200);
    });
}
