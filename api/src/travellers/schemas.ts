import { z } from '@hono/zod-openapi';
import { CountryCodeField, MobileField } from '../phone/phone-fields.ts';
import { parsePhone } from '../phone/phone.ts';
import { ageOn, todayInIndia } from '../calendar/dates.ts';
import {
  dateField,
  GenderField,
  GENDERS,
  nameField,
  NationalityField,
  optionalDateField,
  optionalTextField,
  OptionalEmailField,
  PassportNumberField,
} from './fields.ts';

/** The oldest traveller the api accepts, in full years. */
export const MAX_AGE_YEARS = 110;

const bodyShape = z.object({
  firstname: nameField('Asha'),
  lastname: nameField('Rao'),
  gender: GenderField,
  dob: dateField('1962-08-15'),
  mobile: MobileField.nullish().transform((value) => (value ? value : null)),
  countrycode: CountryCodeField.nullish(),
  email: OptionalEmailField,
  nationality: NationalityField,
  passportNumber: PassportNumberField,
  passportExpiry: optionalDateField('2031-05-31'),
  relation: optionalTextField(50, 'Mother'),
  notes: optionalTextField(500, 'Needs a lower berth'),
  source: z.string().max(32).optional().openapi({ example: 'web' }),
});

export type PassengerBody = z.output<typeof bodyShape>;

type Issue = { path: [keyof PassengerBody]; message: string };

/** The rules that need the clock or several fields: dates against today, the passport pair, Indian passports. */
export function passengerIssues(body: PassengerBody, now: Date): Issue[] {
  const today = todayInIndia(now);
  const issues: Issue[] = [];
  if (body.dob > today) issues.push({ path: ['dob'], message: 'must not be in the future' });
  else if (ageOn(body.dob, today) > MAX_AGE_YEARS) issues.push({ path: ['dob'], message: `must be within the last ${MAX_AGE_YEARS} years` });
  if (body.passportExpiry !== null && body.passportNumber === null) issues.push({ path: ['passportNumber'], message: 'is required with passportExpiry' });
  if (body.passportNumber !== null && body.passportExpiry === null) issues.push({ path: ['passportExpiry'], message: 'is required with passportNumber' });
  if (body.passportExpiry !== null && body.passportExpiry <= today) issues.push({ path: ['passportExpiry'], message: 'must be in the future' });
  if (body.passportNumber !== null && body.nationality === 'IN' && !/^[A-Z][0-9]{7}$/.test(body.passportNumber)) {
    issues.push({ path: ['passportNumber'], message: 'an Indian passport number is a letter and 7 digits' });
  }
  if (body.mobile && !parsePhone(body.mobile, body.countrycode ?? undefined)) issues.push({ path: ['mobile'], message: 'is not a valid phone number for its dial code' });
  return issues;
}

/** `POST /passenger/add` and `PUT /passenger/update/{id}` (the whole traveller each time), judged on `now()`. */
export function passengerBody(now: () => Date) {
  return bodyShape
    .superRefine((body, ctx) => {
      for (const issue of passengerIssues(body, now())) ctx.addIssue({ code: 'custom', ...issue });
    })
    .openapi('PassengerInput');
}

export const PassengerSchema = z
  .object({
    _id: z.string().openapi({ example: '65a1b2c3d4e5f60718293a4b' }),
    firstname: z.string(),
    lastname: z.string(),
    gender: z.enum(GENDERS),
    dob: z.string().openapi({ format: 'date' }),
    mobile: z.number().int().nullable().openapi({ description: 'National number; null when not given' }),
    countrycode: z.string().nullable().openapi({ example: '+91' }),
    email: z.string().nullable(),
    nationality: z.string().openapi({ example: 'IN' }),
    passportNumber: z.string().nullable(),
    passportExpiry: z.string().nullable().openapi({ format: 'date' }),
    relation: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Passenger');

export type Passenger = z.infer<typeof PassengerSchema>;

export const PassengerIdParam = z.object({
  id: z.string().max(64, 'must be at most 64 characters').openapi({ param: { name: 'id', in: 'path' }, example: '65a1b2c3d4e5f60718293a4b' }),
});
