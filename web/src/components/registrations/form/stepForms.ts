import type { RegistrationFormStep } from '@/lib/validation';

export type FieldKind = 'text' | 'date' | 'email' | 'tel' | 'textarea' | 'checkbox' | 'gender' | 'package' | 'country' | 'dialCode' | 'city';
export type StepFieldSpec = { name: string; label: string; kind: FieldKind; autoComplete?: string };
export type StepInputKey = 'personal' | 'passport' | 'address' | 'emergencyContact' | 'medicalDeclaration';

/** The KMY registration's steps, in order, as the progress indicator names them. */
export const REGISTRATION_STEP_TITLES = {
  PERSONAL: 'Personal details',
  PASSPORT: 'Passport',
  ADDRESS: 'Address',
  EMERGENCY_CONTACT: 'Emergency contact',
  MEDICAL_DECLARATION: 'Medical declaration',
  DOCUMENTS: 'Documents',
} as const;

export type RegistrationStepKey = keyof typeof REGISTRATION_STEP_TITLES;
export const REGISTRATION_STEP_ORDER = Object.keys(REGISTRATION_STEP_TITLES) as RegistrationStepKey[];

/** Each form step: the `saveRegistrationStep` input field it fills and its fields in the order they show. */
export const STEP_FORMS: Record<RegistrationFormStep, { input: StepInputKey; hint: string; fields: StepFieldSpec[] }> = {
  PERSONAL: {
    input: 'personal',
    hint: 'The pilgrim’s details exactly as in the passport. Pilgrims are 18 to 70 years old.',
    fields: [
      { name: 'packageId', label: 'Yatra', kind: 'package' },
      { name: 'firstname', label: 'First name', kind: 'text', autoComplete: 'given-name' },
      { name: 'lastname', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
      { name: 'gender', label: 'Gender', kind: 'gender' },
      { name: 'dateOfBirth', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
      { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email' },
      { name: 'countryCode', label: 'Dial code', kind: 'dialCode' },
      { name: 'mobile', label: 'Mobile', kind: 'tel', autoComplete: 'tel-national' },
      { name: 'nationality', label: 'Nationality', kind: 'country' },
    ],
  },
  PASSPORT: {
    input: 'passport',
    hint: 'The passport must stay valid for at least 6 months.',
    fields: [
      { name: 'passportNumber', label: 'Passport number', kind: 'text' },
      { name: 'issueDate', label: 'Date of issue', kind: 'date' },
      { name: 'expiryDate', label: 'Date of expiry', kind: 'date' },
      { name: 'issuePlace', label: 'Place of issue', kind: 'text' },
    ],
  },
  ADDRESS: {
    input: 'address',
    hint: 'Where the yatra desk can post your documents.',
    fields: [
      { name: 'line1', label: 'House and street', kind: 'text', autoComplete: 'address-line1' },
      { name: 'line2', label: 'Locality (optional)', kind: 'text', autoComplete: 'address-line2' },
      { name: 'countryCode', label: 'Country', kind: 'country' },
      { name: 'cityId', label: 'City', kind: 'city' },
      { name: 'pincode', label: 'PIN code', kind: 'text', autoComplete: 'postal-code' },
    ],
  },
  EMERGENCY_CONTACT: {
    input: 'emergencyContact',
    hint: 'Someone at home we can call during the yatra.',
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'relation', label: 'Relation', kind: 'text' },
      { name: 'countryCode', label: 'Dial code', kind: 'dialCode' },
      { name: 'mobile', label: 'Mobile', kind: 'tel' },
    ],
  },
  MEDICAL_DECLARATION: {
    input: 'medicalDeclaration',
    hint: 'The yatra crosses passes above 5,600 m: the official medical tests in Delhi decide who may go.',
    fields: [
      { name: 'hasConditions', label: 'I have medical conditions (heart, lungs, blood pressure, diabetes, epilepsy…)', kind: 'checkbox' },
      { name: 'conditions', label: 'Conditions and medicines (if any)', kind: 'textarea' },
      { name: 'fitToTravel', label: 'I declare that I am physically fit for a high-altitude trek and have told the truth above', kind: 'checkbox' },
    ],
  },
};
