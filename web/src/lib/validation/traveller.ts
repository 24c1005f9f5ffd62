import {
  ageOn,
  isCalendarDate,
  PASSPORT_NAME_PATTERN,
  todayInIndia,
  TRAVELLER_LIMITS as L,
  TRAVELLER_MESSAGES as M,
} from '@pilgrim/schema/rules';
import { z } from './zod';
import { isEmail } from './fields';
import { isGender } from '../genders';

const name = (required: string) =>
  z.string().trim().min(1, required).max(L.nameMax, M.nameTooLong).regex(PASSPORT_NAME_PATTERN, M.nameLetters);

/**
 * The traveller form's own checks (spec-shared rules from `@pilgrim/schema/rules`): names, date of birth and
 * e-mail. The rest (mobile per dial code, passport number and expiry rules) is judged by the gateway, whose
 * user errors show next to their fields the same way.
 */
export const travellerFormSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      firstname: name(M.firstnameRequired),
      lastname: name(M.lastnameRequired),
      gender: z.string().refine(isGender, M.genderRequired),
      dateOfBirth: z.string().trim().min(1, M.dateOfBirthRequired).refine(isCalendarDate, M.dateInvalid),
      mobile: z.string().trim(),
      countryCode: z.string().trim(),
      email: z.string().trim().refine((email) => email === '' || isEmail(email), M.emailInvalid),
      nationality: z.string().trim().min(1, M.nationalityInvalid),
      passportNumber: z.string().trim(),
      passportExpiry: z.string().trim(),
      relation: z.string().trim().max(L.relationMax, M.relationTooLong),
      notes: z.string().trim().max(L.notesMax, M.notesTooLong),
    })
    .superRefine(({ dateOfBirth }, context) => {
      if (!isCalendarDate(dateOfBirth)) return;
      const today = todayInIndia(now());
      const message = dateOfBirth > today ? M.dateOfBirthFuture : ageOn(dateOfBirth, today) > L.maxAgeYears ? M.dateOfBirthTooOld : null;
      if (message) context.addIssue({ code: 'custom', path: ['dateOfBirth'], message });
    });

export type TravellerFormValues = z.input<ReturnType<typeof travellerFormSchema>>;
export type TravellerFormField = keyof TravellerFormValues;

/** A gateway user error's field (`traveller.dateOfBirth`) as the form field it belongs to, or null. */
export function travellerFormField(field: string | null | undefined, fields: readonly string[]): TravellerFormField | null {
  const name = field?.replace(/^traveller\./, '') ?? '';
  return fields.includes(name) ? (name as TravellerFormField) : null;
}
