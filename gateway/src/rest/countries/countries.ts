import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { citySchema, countrySchema } from './schemas.ts';
import type { CityModel, CountryModel } from './types.ts';

/** `GET /countries` (public): every country, the featured ones first. */
export async function fetchCountries(client: RestClient): Promise<CountryModel[]> {
  return (await client.getData('/countries', {}, z.array(countrySchema))) ?? [];
}

/** `GET /cities/{countryId}` (public): a country's seeded cities; [] for an unknown country. */
export async function fetchCities(client: RestClient, countryId: string): Promise<CityModel[]> {
  return (await client.getData(`/cities/${encodeURIComponent(countryId)}`, {}, z.array(citySchema))) ?? [];
}
