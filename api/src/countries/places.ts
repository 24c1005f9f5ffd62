import { buildCities, type City } from './cities.ts';
import { buildCountries, type Country } from './world.ts';

/** The reference data of `GET /countries` and `GET /cities/{countryId}`, built once: it never changes at run time. */
export type Places = {
  countries: readonly Country[];
  country(id: string): Country | undefined;
  /** The seeded cities of a country (none for a country without seeded cities). */
  citiesOf(countryId: string): readonly City[];
  city(id: string): City | undefined;
};

export function createPlaces(): Places {
  const cities = buildCities();
  const countries = buildCountries(new Set(cities.keys()));
  const countryById = new Map(countries.map((country) => [country._id, country]));
  const cityById = new Map([...cities.values()].flat().map((city) => [city._id, city]));
  return {
    countries,
    country: (id) => countryById.get(id.toUpperCase()),
    citiesOf: (countryId) => cities.get(countryId.toUpperCase()) ?? [],
    city: (id) => cityById.get(id),
  };
}

/** One instance for the process: the data is static. */
export const PLACES: Places = createPlaces();
