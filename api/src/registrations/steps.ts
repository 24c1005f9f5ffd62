import { z } from '@hono/zod-openapi';
import { countryCode, countryId, date, email, gender, mobile, name, optionalText, text } from './fields.ts';

/** The `informationtype` values, in the order the form asks them. */
export const INFORMATION_TYPES = ['personal', 'passport', 'address', 'emergency_contact', 'medical_declaration', 'documents'] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];

/** The documents a registration needs, uploaded by `PUT /registration/image/{registrationId}/{documentType}/-1`. */
export const DOCUMENT_TYPES = ['photo', 'passport_front', 'passport_back'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const personal = z.object({
  packageId: z.string({ error: 'is required' }).min(1, 'is required').max(64).openapi({ description: 'One of GET /package/kmy-resiger-package-list' }),
  firstname: name('Asha'),
  lastname: name('Rao'),
  gender,
  dob: date('1968-08-15'),
  email,
  mobile,
  countrycode: countryCode,
  nationality: countryId,
});

const passport = z.object({
  passportNumber: z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,9}$/, 'must be 6 to 9 letters and digits'))
    .openapi({ example: 'Z1234567' }),
  issueDate: date('2022-05-31'),
  expiryDate: date('2032-05-30'),
  issuePlace: text(80, 'Lucknow'),
});

const address = z.object({
  line1: text(120, '12 Assi Ghat Road'),
  line2: optionalText(120, 'Near Assi Ghat'),
  countryId,
  cityId: z.string().trim().max(80).nullish().transform((value) => value || null).openapi({ type: 'string', example: 'in-varanasi' }),
  city: optionalText(80, 'Varanasi'),
  pincode: z.string({ error: 'is required' }).trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'must be 3 to 10 letters and digits').openapi({ example: '221005' }),
});

const emergencyContact = z.object({
  name: name('Ravi Rao'),
  relation: text(50, 'Son'),
  mobile,
  countrycode: countryCode,
});

const medicalDeclaration = z.object({
  hasConditions: z.boolean({ error: 'must be true or false' }),
  conditions: optionalText(1000, 'Mild hypertension, controlled'),
  fitToTravel: z.literal(true, { error: 'must be true: the declaration is required' }),
});

/** The documents step carries no fields: it is complete once every document is uploaded. */
const documents = z.object({});

/** Each step's body schema (`POST /registration/addupdate?informationtype=...`). */
export const STEP_SCHEMAS = {
  personal,
  passport,
  address,
  emergency_contact: emergencyContact,
  medical_declaration: medicalDeclaration,
  documents,
} as const satisfies Record<InformationType, z.ZodType>;

export type StepData<T extends InformationType> = z.output<(typeof STEP_SCHEMAS)[T]>;

/** The steps saved so far, in form order; the next one is the first not saved (null when all are). */
export function progressOf(steps: Record<string, unknown>): { completedSteps: InformationType[]; nextStep: InformationType | null } {
  const completedSteps = INFORMATION_TYPES.filter((type) => steps[type] !== undefined);
  return { completedSteps, nextStep: INFORMATION_TYPES.find((type) => steps[type] === undefined) ?? null };
}
