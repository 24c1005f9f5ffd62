import DataLoader from 'dataloader';
import { fetchCities, fetchCountries } from '../rest/countries/countries.ts';
import type { RestClient } from '../rest/http.ts';
import { once } from './keyed.ts';

/**
 * Countries and cities (public, the public token whoever asks): the list once per request, each country's
 * cities once per country code (the api has no batch route; a form asks one country at a time).
 */
export function createCountryLoaders(client: RestClient) {
  return {
    countries: once(() => fetchCountries(client)),
    citiesOf: new DataLoader<string, Awaited<ReturnType<typeof fetchCities>>>((codes) => Promise.all(codes.map((code) => fetchCities(client, code)))),
  };
}
