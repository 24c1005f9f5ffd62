import { TRAVELLER_MESSAGES } from '@pilgrim/schema/rules';
import { z } from 'zod';

/**
 * The inline 'Add a traveller' form of /check-out. Only presence is checked here (with the shared messages);
 * every other rule (name letters, dates, passport) is the gateway's, whose field messages show under the fields.
 */
export const travellerFormSchema = z.object({
  firstname: z.string().trim().min(1, TRAVELLER_MESSAGES.firstnameRequired),
  lastname: z.string().trim().min(1, TRAVELLER_MESSAGES.lastnameRequired),
  gender: z.enum(['MALE', 'FEMALE', 'OTHER']),
  dateOfBirth: z.string().min(1, TRAVELLER_MESSAGES.dateOfBirthRequired),
  nationality: z.string().length(2, TRAVELLER_MESSAGES.nationalityInvalid),
  passportNumber: z.string().trim(),
  passportExpiry: z.string(),
});

export type TravellerFormValues = z.infer<typeof travellerFormSchema>;

export const emptyTraveller: TravellerFormValues = {
  firstname: '',
  lastname: '',
  gender: 'MALE',
  dateOfBirth: '',
  nationality: 'IN',
  passportNumber: '',
  passportExpiry: '',
};

const FORM_FIELDS = Object.keys(emptyTraveller) as (keyof TravellerFormValues)[];

/** The form field a gateway user error names (`traveller.dateOfBirth` → `dateOfBirth`), or undefined. */
export function formFieldOf(field: string | null | undefined): keyof TravellerFormValues | undefined {
  const name = field?.replace(/^traveller\./, '');
  return FORM_FIELDS.find((key) => key === name);
}

/** The mutation's input: optional fields left empty are not sent. */
export function travellerInputOf(values: TravellerFormValues) {
  const passport = values.passportNumber || values.passportExpiry;
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    gender: values.gender,
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality,
    ...(passport ? { passportNumber: values.passportNumber, passportExpiry: values.passportExpiry } : {}),
  };
}
