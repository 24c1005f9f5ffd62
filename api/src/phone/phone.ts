import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ApiError } from '../http/errors.ts';

/** A validated phone number: E.164 for storage, and the contract's pair (national number, dial code). */
export type Phone = { e164: string; mobile: number; countrycode: string };

/** The text of a number that is not valid for its dial code (api/CONTRACT.md). */
export const PHONE_MESSAGES = { invalidPhone: 'Invalid phone number' } as const;

export const DEFAULT_COUNTRY_CODE = '+91';

/** `"+91"`, `"91"` or `" +91 "` → `"+91"`; anything else is returned as given and fails validation. */
const normalizeDialCode = (countrycode: string): string => {
  const trimmed = countrycode.trim();
  return /^\d{1,4}$/.test(trimmed) ? `+${trimmed}` : trimmed;
};

/** Validates the pair (national number, dial code) with libphonenumber-js; null when it is not a valid number. */
export function parsePhone(national: string | number, countrycode: string = DEFAULT_COUNTRY_CODE): Phone | null {
  const digits = String(national).trim();
  const dialCode = normalizeDialCode(countrycode);
  if (!/^\d{4,17}$/.test(digits) || !/^\+\d{1,4}$/.test(dialCode)) return null;
  const parsed = parsePhoneNumberFromString(`${dialCode}${digits}`);
  if (!parsed?.isValid() || `+${parsed.countryCallingCode}` !== dialCode) return null;
  return { e164: parsed.number, mobile: Number(parsed.nationalNumber), countrycode: dialCode };
}

/** Like parsePhone, but an invalid number is a 400 `Invalid phone number`. */
export function requirePhone(national: string | number, countrycode?: string): Phone {
  const phone = parsePhone(national, countrycode);
  if (!phone) throw new ApiError(400, PHONE_MESSAGES.invalidPhone);
  return phone;
}

/** Splits a stored E.164 number back into the contract's pair. */
export function phoneFromE164(e164: string): Phone {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { e164, mobile: Number(e164.replace(/\D/g, '')), countrycode: '' };
  return { e164, mobile: Number(parsed.nationalNumber), countrycode: `+${parsed.countryCallingCode}` };
}
