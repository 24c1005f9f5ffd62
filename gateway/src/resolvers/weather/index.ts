import type { Resolvers } from '../../generated/resolvers-types.ts';
import { WeatherDay } from './day.ts';
import { categoryWeather, packageWeather } from './package-category-weather.ts';
import { WeatherPlace } from './place.ts';
import { weatherQuery } from './query.ts';
import { WeatherReport } from './report.ts';

/** The weather domain: places, a place's day / week / monthly normals, search, and the weather of packages and categories. */
export const weatherResolvers: Resolvers = {
  Query: weatherQuery,
  Package: packageWeather,
  Category: categoryWeather,
  WeatherPlace,
  WeatherDay,
  WeatherReport,
};
