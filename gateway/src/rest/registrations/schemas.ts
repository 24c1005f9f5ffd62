import { z } from 'zod';
import { restStoredFile } from '../files/schemas.ts';

const personal = z.object({
  packageId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  dob: z.string(),
  email: z.string(),
  mobile: z.string(),
  countrycode: z.string(),
  nationality: z.string(),
});
const passport = z.object({ passportNumber: z.string(), issueDate: z.string(), expiryDate: z.string(), issuePlace: z.string() });
const address = z.object({ line1: z.string(), line2: z.string().nullable(), countryId: z.string(), cityId: z.string().nullable(), city: z.string().nullable(), pincode: z.string() });
const emergencyContact = z.object({ name: z.string(), relation: z.string(), mobile: z.string(), countrycode: z.string() });
const medicalDeclaration = z.object({ hasConditions: z.boolean(), conditions: z.string().nullable(), fitToTravel: z.boolean() });

export const INFORMATION_TYPES = ['personal', 'passport', 'address', 'emergency_contact', 'medical_declaration', 'documents'] as const;
export const DOCUMENT_TYPES = ['photo', 'passport_front', 'passport_back'] as const;

/** `Registration` of CONTRACT.md "KMY registrations": what every `/registration/*` route answers. */
export const registrationSchema = z.object({
  _id: z.string().min(1),
  packageId: z.string(),
  steps: z.object({
    personal: personal.optional(),
    passport: passport.optional(),
    address: address.optional(),
    emergency_contact: emergencyContact.optional(),
    medical_declaration: medicalDeclaration.optional(),
    documents: z.object({}).optional(),
  }),
  completedSteps: z.array(z.enum(INFORMATION_TYPES)),
  nextStep: z.enum(INFORMATION_TYPES).nullable(),
  documents: z.array(z.object({ documentType: z.enum(DOCUMENT_TYPES), file: restStoredFile, uploadedAt: z.string() })),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const registrationAnswer = z.object({ message: z.string().optional(), data: registrationSchema });
export const registrationListAnswer = z.object({ data: z.array(registrationSchema) });
export const registrationDeletedAnswer = z.object({ message: z.string().optional(), data: z.object({ _id: z.string() }) });
export const registrationEmailedAnswer = z.object({ message: z.string().optional(), data: z.object({ _id: z.string(), email: z.string() }) });
