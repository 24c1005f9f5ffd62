import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../calendar/dates.ts';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';

/** Letters of any script, then letters, marks, spaces and `.` `'` `-`: a name as the passport prints it. */
const NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;

export const text = (max: number, example: string) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`).openapi({ example });

export const optionalText = (max: number, example: string) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullish().transform((value) => value || null).openapi({ type: 'string', example });

export const name = (example: string) => text(50, example).regex(NAME, "may contain only letters, spaces and the characters . ' -");

export const date = (example: string) =>
  z.string({ error: 'is required' }).refine(isCalendarDate, 'must be a date as YYYY-MM-DD').openapi({ example, format: 'date' });

export const mobile = MobileField;
export const countryCode = CountryCodeField.default('+91');

export const email = z.string({ error: 'is required' }).trim().toLowerCase().max(254).pipe(z.email('must be a valid e-mail address')).openapi({ example: 'asha@example.com' });

export const GENDERS = ['male', 'female', 'other'] as const;
export const gender = z.enum(GENDERS, { error: `must be one of ${GENDERS.join(', ')}` }).openapi({ example: 'female' });

/** An ISO 3166-1 alpha-2 code, upper-cased (checked against `GET /countries` by the step rules). */
export const countryId = z.string({ error: 'is required' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'must be a country id such as IN').openapi({ example: 'IN' });
