import { getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/mobile';
import { validationMessages } from './messages';

export type { CountryCode };

/** Spec §9: the default country is India (+91). */
export const DEFAULT_COUNTRY: CountryCode = 'IN';

const INDIA_CALLING_CODE = '91';

/** The dial code with its plus, e.g. `+91`. */
export function dialCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** The national number as the API wants it: digits only, no dial code, no leading zeros. */
export function nationalNumber(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '');
}

/** True when `input` is a valid mobile number of `country` (full digit validation, mobile metadata). */
export function isValidMobile(country: CountryCode, input: string): boolean {
  const digits = nationalNumber(input);
  return digits !== '' && isValidPhoneNumber(digits, country);
}

/** Spec §9: the phone input takes at most 14 characters for +91, 17 otherwise. */
export function phoneMaxInputLength(country: CountryCode): number {
  return getCountryCallingCode(country) === INDIA_CALLING_CODE ? 14 : 17;
}

/** Spec §5 call widget: the number with its dial code needs 12 digits for +91, 10 otherwise. */
export function callWidgetMinDigits(country: CountryCode): number {
  return getCountryCallingCode(country) === INDIA_CALLING_CODE ? 12 : 10;
}

/** The error the phone-on-blur validator shows, or undefined when the number is valid. */
export function phoneBlurError(country: CountryCode, input: string): string | undefined {
  return isValidMobile(country, input) ? undefined : validationMessages.phoneInvalid;
}
