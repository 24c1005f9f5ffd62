/**
 * The rules of a saved traveller (REST `/passenger/*`), shared by the gateway's inputs and the web's form.
 * The api holds the same limits (api/src/travellers/). Dates are `YYYY-MM-DD`, judged in India's time zone.
 */
export const TRAVELLER_LIMITS = { nameMax: 50, relationMax: 50, notesMax: 500, maxAgeYears: 110, perUser: 20 } as const;

/** Letters of any script, then letters, marks, spaces and `.` `'` `-`: a name as the passport prints it. */
export const PASSPORT_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
/** After dropping spaces and upper-casing: 6 to 9 letters and digits (ICAO 9303 allows at most 9). */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{6,9}$/;
/** An Indian passport: one letter and 7 digits. */
export const INDIAN_PASSPORT_NUMBER_PATTERN = /^[A-Z][0-9]{7}$/;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

export const TRAVELLER_MESSAGES = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  genderRequired: 'Gender is required',
  nameLetters: "Use letters, spaces and . ' - only, as in the passport",
  nameTooLong: `At most ${TRAVELLER_LIMITS.nameMax} characters`,
  dateOfBirthRequired: 'Date of birth is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  dateOfBirthTooOld: `Date of birth must be within the last ${TRAVELLER_LIMITS.maxAgeYears} years`,
  phoneInvalid: 'Invalid phone number',
  emailInvalid: 'Invalid email address',
  nationalityInvalid: 'Choose a nationality',
  passportNumberInvalid: 'Passport number must be 6 to 9 letters and digits',
  indianPassportNumberInvalid: 'An Indian passport number is a letter followed by 7 digits',
  passportNumberRequired: 'Passport number is required with its expiry date',
  passportExpiryRequired: 'Passport expiry date is required with the passport number',
  passportExpired: 'Passport expiry date must be in the future',
  relationTooLong: `At most ${TRAVELLER_LIMITS.relationMax} characters`,
  notesTooLong: `At most ${TRAVELLER_LIMITS.notesMax} characters`,
  notFound: 'Traveller not found',
} as const;

/** Full years from a birth date to `today` (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
