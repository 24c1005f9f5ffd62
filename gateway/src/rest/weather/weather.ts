import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { placeWeatherSchema, weatherPlaceSchema } from './schemas.ts';
import type { PlaceWeatherModel, WeatherPlaceModel } from './types.ts';

const reports = z.array(placeWeatherSchema);

/** `GET /weather?filterby=slug&query=&givenDate=` (spec §7): one place's weather; null for an unknown slug. */
export function fetchPlaceWeather(client: RestClient, slug: string, givenDate: string | undefined): Promise<PlaceWeatherModel | null> {
  return client.getData('/weather', { filterby: 'slug', query: slug, givenDate }, placeWeatherSchema);
}

/** `GET /weather`: every place, without figures. */
export async function fetchWeatherPlaces(client: RestClient): Promise<WeatherPlaceModel[]> {
  return (await client.getData('/weather', {}, z.array(weatherPlaceSchema))) ?? [];
}

/** `GET /weather-search?location=&givenDate=`: up to 8 matching places with their weather. */
export async function fetchWeatherSearch(client: RestClient, location: string, givenDate: string | undefined): Promise<PlaceWeatherModel[]> {
  return (await client.getData('/weather-search', { location, givenDate }, reports)) ?? [];
}

/** `GET /package/weather-list-site?filterby=package_id&query=`: the package's route places; [] for an unknown package. */
export async function fetchPackageWeather(client: RestClient, packageId: string, givenDate: string | undefined): Promise<PlaceWeatherModel[]> {
  return (await client.getData('/package/weather-list-site', { filterby: 'package_id', query: packageId, givenDate }, reports)) ?? [];
}

/** `GET /weather-category?filterby=category&query=`: the category's places; [] for an unknown category. */
export async function fetchCategoryWeather(client: RestClient, categorySlug: string, givenDate: string | undefined): Promise<PlaceWeatherModel[]> {
  return (await client.getData('/weather-category', { filterby: 'category', query: categorySlug, givenDate }, reports)) ?? [];
}
