import {
  ageOn,
  COUNTRY_CODE_PATTERN,
  INDIAN_PASSPORT_NUMBER_PATTERN,
  isCalendarDate,
  PASSPORT_NAME_PATTERN,
  PASSPORT_NUMBER_PATTERN,
  todayInIndia,
  TRAVELLER_LIMITS as L,
  TRAVELLER_MESSAGES as M,
} from '@pilgrim/schema/rules';
import { z } from 'zod';
import { parseNationalPhone } from '../../mutations/fields/phone.ts';
import { decodeGlobalId } from '../relay/index.ts';
import type { PassengerRequest } from '../../rest/travellers/types.ts';

const name = (required: string) =>
  z.string().trim().min(1, required).max(L.nameMax, M.nameTooLong).regex(PASSPORT_NAME_PATTERN, M.nameLetters);

/** Empty and null both mean "not given". */
const optional = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).nullish().transform((value) => value || null);

const fields = z.object({
  firstname: name(M.firstnameRequired),
  lastname: name(M.lastnameRequired),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']).transform((gender) => gender.toLowerCase() as PassengerRequest['gender']),
  dateOfBirth: z.string().trim().min(1, M.dateOfBirthRequired).refine(isCalendarDate, M.dateInvalid),
  mobile: optional(20, M.phoneInvalid),
  countryCode: optional(5, M.phoneInvalid),
  email: optional(254, M.emailInvalid)
    .refine((email) => email === null || z.email().safeParse(email).success, M.emailInvalid)
    .transform((email) => email?.toLowerCase() ?? null),
  nationality: z.string().trim().toUpperCase().regex(COUNTRY_CODE_PATTERN, M.nationalityInvalid),
  passportNumber: z.string().nullish().transform((value) => value?.replace(/\s+/g, '').toUpperCase() || null),
  passportExpiry: optional(10, M.dateInvalid).refine((date) => date === null || isCalendarDate(date), M.dateInvalid),
  relation: optional(L.relationMax, M.relationTooLong),
  notes: optional(L.notesMax, M.notesTooLong),
});

type Fields = z.output<typeof fields>;
type Issue = { path: [keyof Fields]; message: string };

/** The rules across fields or against today (India's date at `now`). */
export function travellerIssues(value: Fields, now: Date): Issue[] {
  const today = todayInIndia(now);
  const issues: Issue[] = [];
  const { dateOfBirth, passportNumber, passportExpiry } = value;
  if (isCalendarDate(dateOfBirth) && dateOfBirth > today) issues.push({ path: ['dateOfBirth'], message: M.dateOfBirthFuture });
  else if (isCalendarDate(dateOfBirth) && ageOn(dateOfBirth, today) > L.maxAgeYears) issues.push({ path: ['dateOfBirth'], message: M.dateOfBirthTooOld });
  if (value.mobile !== null && parseNationalPhone(value.mobile, value.countryCode ?? '+91') === null) issues.push({ path: ['mobile'], message: M.phoneInvalid });
  if (passportNumber !== null && !PASSPORT_NUMBER_PATTERN.test(passportNumber)) issues.push({ path: ['passportNumber'], message: M.passportNumberInvalid });
  else if (passportNumber !== null && value.nationality === 'IN' && !INDIAN_PASSPORT_NUMBER_PATTERN.test(passportNumber)) {
    issues.push({ path: ['passportNumber'], message: M.indianPassportNumberInvalid });
  }
  if (passportExpiry !== null && passportNumber === null) issues.push({ path: ['passportNumber'], message: M.passportNumberRequired });
  if (passportNumber !== null && passportExpiry === null) issues.push({ path: ['passportExpiry'], message: M.passportExpiryRequired });
  if (passportExpiry !== null && isCalendarDate(passportExpiry) && passportExpiry <= today) issues.push({ path: ['passportExpiry'], message: M.passportExpired });
  return issues;
}

/** The REST body (without `source`) of valid fields. */
function requestOf(value: Fields): Omit<PassengerRequest, 'source'> {
  const phone = value.mobile === null ? null : parseNationalPhone(value.mobile, value.countryCode ?? '+91');
  const { dateOfBirth, mobile: _mobile, countryCode: _countryCode, ...rest } = value;
  return { ...rest, dob: dateOfBirth, mobile: phone ? Number(phone.nationalNumber) : null, countrycode: phone?.countryCode ?? null };
}

/** `TravellerInput`, judged on the clock's `now()`, as the api's passenger body. */
export const travellerFields = (now: () => Date) =>
  fields
    .superRefine((value, context) => {
      for (const issue of travellerIssues(value, now())) context.addIssue({ code: 'custom', ...issue });
    })
    .transform(requestOf);

/** A traveller's global ID as the REST `_id`; anything else reads as a traveller that is not found. */
export const travellerIdField = z
  .string()
  .transform((id) => decodeGlobalId(id))
  .refine((decoded) => decoded?.type === 'Traveller', M.notFound)
  .transform((decoded) => decoded?.internalId ?? '');

export const addTravellerInput = (now: () => Date) => z.object({ traveller: travellerFields(now) });
export const updateTravellerInput = (now: () => Date) => z.object({ id: travellerIdField, traveller: travellerFields(now) });
export const deleteTravellerInput = z.object({ id: travellerIdField });
