import { CITY_DATA } from './city-data.ts';

/** A city of `GET /cities/{countryId}`: its id is `<country>-<name as a slug>`, stable as long as the name is. */
export type City = { _id: string; countryId: string; name: string; state: string };

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The seeded cities of every country that has some, each list sorted by name. */
export function buildCities(): Map<string, City[]> {
  const byCountry = new Map<string, City[]>();
  for (const [countryId, rows] of Object.entries(CITY_DATA)) {
    const cities = rows.map(([name, state]) => ({ _id: `${countryId.toLowerCase()}-${slug(name)}`, countryId, name, state }));
    byCountry.set(countryId, cities.sort((a, b) => a.name.localeCompare(b.name, 'en')));
  }
  return byCountry;
}
