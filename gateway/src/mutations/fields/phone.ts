import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A valid phone number in the three forms the mutation inputs and the viewer need. */
export interface ParsedPhone {
  /** The national significant number, without dial code or leading zeros: `9810012345`. */
  nationalNumber: string;
  /** The dial code with a plus: `+91`. */
  countryCode: string;
  /** E.164: `+919810012345`. */
  e164: string;
}

/**
 * Reads a national number and a dial code (`+91` or `91`) as a person types them (spaces, dashes, a
 * leading zero); null unless libphonenumber-js judges the number valid for that dial code.
 */
export function parseNationalPhone(mobile: string, countryCode: string): ParsedPhone | null {
  const dialDigits = countryCode.trim().replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(dialDigits)) return null;
  if (!/^[\d\s().-]+$/.test(mobile.trim())) return null;
  const digits = mobile.replace(/\D/g, '').replace(/^0+/, '');
  const phone = parsePhoneNumberFromString(`+${dialDigits}${digits}`);
  if (phone === undefined || !phone.isValid() || phone.countryCallingCode !== dialDigits) return null;
  return { nationalNumber: phone.nationalNumber, countryCode: `+${phone.countryCallingCode}`, e164: phone.number };
}

/** E.164 from the api's pair (national number as a number, dial code with a plus). */
export const e164Of = (countryCode: string, nationalNumber: number | string): string =>
  `+${countryCode.replace(/^\+/, '')}${nationalNumber}`;
