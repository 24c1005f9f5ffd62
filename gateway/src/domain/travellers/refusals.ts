import { SPEC_MESSAGES, TRAVELLER_MESSAGES } from '@pilgrim/schema/rules';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

/** The api's passenger body fields → the `TravellerInput` fields, as user errors name them. */
const INPUT_FIELD_OF: Readonly<Record<string, string>> = {
  firstname: 'firstname',
  lastname: 'lastname',
  gender: 'gender',
  dob: 'dateOfBirth',
  mobile: 'mobile',
  countrycode: 'countryCode',
  email: 'email',
  nationality: 'nationality',
  passportNumber: 'passportNumber',
  passportExpiry: 'passportExpiry',
  relation: 'relation',
  notes: 'notes',
};

/** `Invalid body field 'dob': …` (the api's 400) → `traveller.dateOfBirth`; `Traveller not found` → `id`. */
export function travellerFieldOf(message: string): string | null {
  if (message === TRAVELLER_MESSAGES.notFound) return 'id';
  const restField = /^Invalid body field '(\w+)'/.exec(message)?.[1];
  const inputField = restField === undefined ? undefined : INPUT_FIELD_OF[restField];
  return inputField === undefined ? null : `traveller.${inputField}`;
}

/**
 * Refusals of the `/passenger/*` writes: 401 asks to sign in, 404 (unknown or another user's traveller)
 * is `NOT_FOUND` on `id`, a 400 shows the api's message (e.g. the 20-traveller cap) on its field.
 */
export const travellerRefusal: RefusalPolicy = {
  serverOr: SPEC_MESSAGES.unexpected,
  userRoute: true,
  fieldOf: travellerFieldOf,
  serverMessageAs: { 404: { code: 'NOT_FOUND', field: 'id' } },
};
