import { firstBrokenRule, MIN_PASSWORD_LENGTH, type TextRule } from '@pilgrim/schema/rules';
import { isSupportedCountry } from 'libphonenumber-js/mobile';
import { z } from './zod';
import { validationMessages as m } from './messages';
import { dialCodeOf, nationalNumber, type CountryCode } from './phone';

/** One rule of a field: the value passes when `test` is true, else `message` shows. */
export type Rule = TextRule;

/**
 * A string checked by `rules` in order; only the first failing rule's message is reported. The issue is
 * not fatal, so checks spanning several fields (confirm password, mobile per country) still run.
 */
export function ruledString(rules: readonly Rule[], { trim = false } = {}) {
  const base = trim ? z.string().trim() : z.string();
  return base.check((ctx) => {
    const message = firstBrokenRule(rules, ctx.value);
    if (message !== null) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
  });
}

export const isPresent = (value: string): boolean => value.length > 0;
export const isEmail = (value: string): boolean => z.regexes.email.test(value);
export const hasMinLength =
  (length: number) =>
  (value: string): boolean =>
    value.length >= length;

/** The count of digits in `input`, whatever the formatting. */
export function digitCount(input: string): number {
  return input.replace(/\D/g, '').length;
}

/** A country the phone library knows, as ISO 3166 alpha-2 (`IN`). */
export const countrySchema = z.custom<CountryCode>(
  (value) => typeof value === 'string' && isSupportedCountry(value),
  { error: 'Select a country' },
);

/** An e-mail that must be present (`requiredMessage`) and well formed (`invalidMessage`), trimmed. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return ruledString(
    [
      [isPresent, requiredMessage],
      [isEmail, invalidMessage],
    ],
    { trim: true },
  );
}

/** Login and sign-up passwords: required and at least 7 characters, one message for both (spec §5, §9). */
export const passwordField = ruledString([[hasMinLength(MIN_PASSWORD_LENGTH), m.passwordRequired]]);

type MobileValues = { country: CountryCode; mobile: string };

/**
 * The `country` and `mobile` fields of a form, the number typed without its dial code, plus `extra`
 * fields. `isAcceptable` decides on the national digits; the parsed value carries `mobile` as the
 * national number (no dial code, no leading zeros) and `countryCode` as the dial code (`+91`).
 */
export function withMobile<Shape extends z.ZodRawShape>(
  extra: Shape,
  message: string,
  isAcceptable: (country: CountryCode, national: string) => boolean,
) {
  return z
    .object({ ...extra, country: countrySchema, mobile: z.string() })
    .check((ctx) => {
      const { country, mobile } = ctx.value as MobileValues;
      const national = nationalNumber(mobile);
      if (!isSupportedCountry(country) || !isAcceptable(country, national)) {
        ctx.issues.push({ code: 'custom', message, path: ['mobile'], input: mobile, continue: true });
      }
    })
    .transform((values) => {
      const { country, mobile } = values as MobileValues;
      return { ...values, mobile: nationalNumber(mobile), countryCode: dialCodeOf(country) };
    });
}
