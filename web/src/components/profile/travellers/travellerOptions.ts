import { pickerCountries } from '@/components/form/countries';
import { dialCodeOf } from '@/lib/validation';

/** Nationalities the picker offers (ISO code), plus `current` when a saved traveller has another one. */
export function nationalityOptions(current?: string | null) {
  const options = pickerCountries.map((country) => ({ value: country.code as string, label: country.name }));
  return current && !options.some((option) => option.value === current) ? [...options, { value: current, label: current }] : options;
}

/** One dial code per entry (`+1` once), labelled with the first country that uses it. */
export const DIAL_CODE_OPTIONS = pickerCountries
  .map((country) => ({ value: dialCodeOf(country.code), label: `${dialCodeOf(country.code)} ${country.name}` }))
  .filter((option, index, all) => all.findIndex((other) => other.value === option.value) === index);
