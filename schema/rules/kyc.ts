/**
 * KYC documents (api/src/kyc/document-types.ts holds the same rules): the number formats per type, after
 * upper-casing and dropping spaces and hyphens. Shared by the web's KYC form and the gateway's inputs.
 */
export const KYC_DOCUMENT_TYPES = {
  AADHAAR: { label: 'Aadhaar', pattern: /^[2-9][0-9]{11}$/, problem: 'An Aadhaar number is 12 digits and does not start with 0 or 1' },
  PAN: { label: 'PAN card', pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/, problem: 'A PAN is 5 letters, 4 digits and a letter (e.g. ABCDE1234F)' },
  PASSPORT: { label: 'Passport', pattern: /^[A-Z][0-9]{7}$/, problem: 'An Indian passport number is a letter followed by 7 digits' },
  VOTER_ID: { label: 'Voter ID', pattern: /^[A-Z]{3}[0-9]{7}$/, problem: 'A voter ID (EPIC) is 3 letters followed by 7 digits' },
  DRIVING_LICENCE: { label: 'Driving licence', pattern: /^[A-Z]{2}[0-9]{13}$/, problem: 'A driving licence number is 2 letters and 13 digits (e.g. MH12 20110012345)' },
} as const;

export type KycDocumentTypeName = keyof typeof KYC_DOCUMENT_TYPES;
export const KYC_DOCUMENT_TYPE_NAMES = Object.keys(KYC_DOCUMENT_TYPES) as [KycDocumentTypeName, ...KycDocumentTypeName[]];

export const PASSENGER_DOCUMENT_LABELS = {
  PASSPORT: 'Passport',
  VISA: 'Visa',
  PHOTO: 'Photo',
  AADHAAR: 'Aadhaar',
  MEDICAL_CERTIFICATE: 'Medical certificate',
} as const;

export const KYC_MESSAGES = {
  documentNumberRequired: 'Document number is required',
  scanRequired: 'Attach a scan or photo of the document',
};

export const normalizeDocumentNumber = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');

/** The format problem of a number for its type (normalized first), or null. */
export function documentNumberProblem(type: KycDocumentTypeName, value: string): string | null {
  const number = normalizeDocumentNumber(value);
  if (number === '') return KYC_MESSAGES.documentNumberRequired;
  return KYC_DOCUMENT_TYPES[type].pattern.test(number) ? null : KYC_DOCUMENT_TYPES[type].problem;
}
