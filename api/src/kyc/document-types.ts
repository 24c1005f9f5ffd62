/**
 * Identity documents and their number formats (after upper-casing and dropping spaces and hyphens). The same
 * rules are in schema/rules/kyc.ts for the web's form and the gateway.
 */
export const KYC_DOCUMENT_TYPES = {
  AADHAAR: { pattern: /^[2-9][0-9]{11}$/, problem: 'An Aadhaar number is 12 digits and does not start with 0 or 1' },
  PAN: { pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, problem: 'A PAN is 5 letters, 4 digits and a letter (e.g. ABCDE1234F)' },
  PASSPORT: { pattern: /^[A-Z][0-9]{7}$/, problem: 'An Indian passport number is a letter followed by 7 digits' },
  VOTER_ID: { pattern: /^[A-Z]{3}[0-9]{7}$/, problem: 'A voter ID (EPIC) is 3 letters followed by 7 digits' },
  DRIVING_LICENCE: { pattern: /^[A-Z]{2}[0-9]{13}$/, problem: 'A driving licence number is 2 letters and 13 digits (e.g. MH12 20110012345)' },
} as const;

export type KycDocumentType = keyof typeof KYC_DOCUMENT_TYPES;
export const KYC_DOCUMENT_TYPE_NAMES = Object.keys(KYC_DOCUMENT_TYPES) as [KycDocumentType, ...KycDocumentType[]];

export const KYC_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The documents a passenger of an order can upload. */
export const PASSENGER_DOCUMENT_TYPES = ['PASSPORT', 'VISA', 'PHOTO', 'AADHAAR', 'MEDICAL_CERTIFICATE'] as const;
export type PassengerDocumentType = (typeof PASSENGER_DOCUMENT_TYPES)[number];

export const normalizeDocumentNumber = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

/** The format problem of a (normalized) number for its type, or null. */
export const documentNumberProblem = (type: KycDocumentType, number: string): string | null =>
  KYC_DOCUMENT_TYPES[type].pattern.test(number) ? null : KYC_DOCUMENT_TYPES[type].problem;
