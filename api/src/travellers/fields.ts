import { z } from '@hono/zod-openapi';
import { getCountries } from 'libphonenumber-js';
import { isCalendarDate } from '../calendar/dates.ts';

/** Empty (then 'is required' alone), or letters of any script followed by letters, marks, spaces, apostrophes, dots and hyphens. */
const PASSPORT_NAME = /^(\p{L}[\p{L}\p{M} .'-]*)?$/u;

export const GENDERS = ['male', 'female', 'other'] as const;

/** The ISO 3166-1 alpha-2 codes libphonenumber-js knows (every country and territory with a phone plan). */
const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** `""` and `null` both mean "not given". */
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

export const nameField = (example: string) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(50, 'must be at most 50 characters')
    .regex(PASSPORT_NAME, 'may contain only letters, spaces and the characters . \' -')
    .openapi({ example, description: 'As in the passport' });

export const GenderField = z
  .enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` })
  .openapi({ example: 'female' });

export const dateField = (example: string) =>
  z
    .string({ error: 'is required' })
    .refine(isCalendarDate, 'must be a date as YYYY-MM-DD')
    .openapi({ example, format: 'date' });

export const optionalDateField = (example: string) =>
  z
    .string()
    .nullish()
    .transform(blankToNull)
    .refine((value) => value === null || isCalendarDate(value), 'must be a date as YYYY-MM-DD')
    .openapi({ type: 'string', example, format: 'date' });

export const NationalityField = z
  .string({ error: 'is required' })
  .trim()
  .toUpperCase()
  .refine((value) => COUNTRIES.has(value), "must be an ISO 3166-1 alpha-2 country code such as 'IN'")
  .openapi({ example: 'IN' });

export const OptionalEmailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .nullish()
  .transform(blankToNull)
  .refine((value) => value === null || z.email().safeParse(value).success, 'must be a valid e-mail address')
  .openapi({ type: 'string', example: 'asha@example.com' });

/** Spaces are dropped and letters upper-cased: `z 123 4567` → `Z1234567`. */
export const PassportNumberField = z
  .string()
  .nullish()
  .transform((value) => blankToNull(value?.replace(/\s+/g, '').toUpperCase()))
  .refine((value) => value === null || /^[A-Z0-9]{6,9}$/.test(value), 'must be 6 to 9 letters and digits')
  .openapi({ type: 'string', example: 'Z1234567' });

export const optionalTextField = (max: number, example: string) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform(blankToNull)
    .openapi({ type: 'string', example });
