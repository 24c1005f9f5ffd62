import type { CountryCode } from '@/lib/validation';

/** A country of the picker: ISO code and English name; the dial code comes from libphonenumber-js. */
export type PickerCountry = { code: CountryCode; name: string };

/** The countries the business serves or its pilgrims travel from; India first (spec §9 default). */
export const pickerCountries: readonly PickerCountry[] = [
  { code: 'IN', name: 'India' },
  { code: 'NP', name: 'Nepal' },
  { code: 'BT', name: 'Bhutan' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'SG', name: 'Singapore' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'TH', name: 'Thailand' },
  { code: 'HK', name: 'Hong Kong' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'QA', name: 'Qatar' },
  { code: 'OM', name: 'Oman' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
];

/** The picker's countries whose name, ISO code or dial code matches `query` (case-insensitive). */
export function filterCountries(
  countries: readonly PickerCountry[],
  query: string,
  dialCodeOf: (code: CountryCode) => string,
): PickerCountry[] {
  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  if (needle === '') return [...countries];
  return countries.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.code.toLowerCase() === needle ||
      dialCodeOf(country.code).slice(1).startsWith(needle),
  );
}
