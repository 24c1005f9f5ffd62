import { SPEC_MESSAGES } from './messages.ts';

/**
 * The KMY free provisional registration's steps and rules (REST `/registration/*`), shared by the gateway's
 * `saveRegistrationStep` input and the web's step forms. The api holds the same limits (api/src/registrations/).
 * Phone numbers are checked by each side's libphonenumber helper, with `REGISTRATION_MESSAGES.phoneInvalid`.
 */
export const REGISTRATION_STEPS = ['PERSONAL', 'PASSPORT', 'ADDRESS', 'EMERGENCY_CONTACT', 'MEDICAL_DECLARATION', 'DOCUMENTS'] as const;
export type RegistrationStepName = (typeof REGISTRATION_STEPS)[number];

export const REGISTRATION_DOCUMENTS = ['PHOTO', 'PASSPORT_FRONT', 'PASSPORT_BACK'] as const;

export const REGISTRATION_LIMITS = {
  nameMax: 50,
  placeMax: 80,
  lineMax: 120,
  relationMax: 50,
  conditionsMax: 1000,
  minAge: 18,
  maxAge: 70,
  passportValidMonths: 6,
} as const;

export const PINCODE_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;

const L = REGISTRATION_LIMITS;
export const REGISTRATION_MESSAGES = {
  packageRequired: 'Choose the yatra you are registering for',
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  nameLetters: "Use letters, spaces and . ' - only, as in the passport",
  nameTooLong: `At most ${L.nameMax} characters`,
  genderRequired: 'Choose a gender',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD)',
  ageOutOfRange: `Pilgrims must be ${L.minAge} to ${L.maxAge} years old`,
  /** Spec §5's messages of a required e-mail: empty, then malformed. */
  emailRequired: SPEC_MESSAGES.emailRequired,
  emailInvalid: SPEC_MESSAGES.emailInvalid,
  phoneInvalid: 'Invalid phone number',
  countryRequired: 'Choose a country',
  passportNumberInvalid: 'Passport number must be 6 to 9 letters and digits',
  issueDateFuture: 'The issue date cannot be in the future',
  passportExpiresSoon: `The passport must be valid for at least ${L.passportValidMonths} more months`,
  issuePlaceRequired: 'Place of issue is required',
  line1Required: 'Address is required',
  tooLong: (max: number) => `At most ${max} characters`,
  cityRequired: 'Choose or type a city',
  pincodeInvalid: 'PIN code must be 3 to 10 letters and digits',
  contactNameRequired: 'Name is required',
  relationRequired: 'Relation is required',
  conditionsRequired: 'Describe the conditions',
  fitToTravelRequired: 'Please confirm the declaration to continue',
  documentsMissing: 'Upload the photo and both passport pages to continue',
  notFound: 'Registration not found',
  onlyOneStep: 'Save one step at a time',
  startWithPersonal: 'Start with the personal details',
} as const;
