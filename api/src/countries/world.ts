import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** A country of `GET /countries`: its ISO 3166-1 alpha-2 code is its id. */
export type Country = { _id: string; name: string; dialCode: string; hasCities: boolean };

/** The countries the company sells and most pilgrims come from: listed first, in this order. */
export const FEATURED_COUNTRIES = ['IN', 'NP', 'CN', 'BT', 'LK'] as const;

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Every country and territory with a telephone plan (libphonenumber-js keeps the ISO list up to date), named by
 * the ICU data of Node (`Intl.DisplayNames`, English): the featured ones first, then by name.
 */
export function buildCountries(withCities: ReadonlySet<string>): Country[] {
  const all = getCountries().map((code) => ({
    _id: code,
    name: REGION_NAMES.of(code) ?? code,
    dialCode: `+${getCountryCallingCode(code)}`,
    hasCities: withCities.has(code),
  }));
  const rank = (code: string) => {
    const index = (FEATURED_COUNTRIES as readonly string[]).indexOf(code);
    return index < 0 ? FEATURED_COUNTRIES.length : index;
  };
  return all.sort((a, b) => rank(a._id) - rank(b._id) || a.name.localeCompare(b.name, 'en'));
}
