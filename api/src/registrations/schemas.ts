import { z } from '@hono/zod-openapi';
import { StoredFileSchema } from '../files/schemas.ts';
import { DOCUMENT_TYPES, INFORMATION_TYPES } from './steps.ts';

const idField = (name: string) =>
  z.string().max(64, 'must be at most 64 characters').openapi({ param: { name, in: 'path' }, example: '65a1b2c3d4e5f60718293a4b' });

export const RegistrationIdParam = z.object({ id: idField('id') });

export const AddUpdateQuery = z.object({
  id: z.string().max(64, 'must be at most 64 characters').optional().openapi({ description: 'The registration to update; none creates one (personal step only)' }),
  informationtype: z.enum(INFORMATION_TYPES, { error: `must be one of ${INFORMATION_TYPES.join(', ')}` }),
});

/** Any step's fields; validated by the step's own schema (steps.ts) once `informationtype` is known. */
export const StepBodySchema = z.record(z.string(), z.unknown()).openapi('RegistrationStepInput', {
  description: 'The fields of the step named by `informationtype` (api/CONTRACT.md "KMY registrations")',
  example: { hasConditions: false, conditions: null, fitToTravel: true },
});

export const RegistrationDocumentSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    file: StoredFileSchema,
    uploadedAt: z.string(),
  })
  .openapi('RegistrationDocument');

export const RegistrationSchema = z
  .object({
    _id: z.string().openapi({ example: '65a1b2c3d4e5f60718293a4b' }),
    packageId: z.string(),
    steps: z.record(z.string(), z.unknown()).openapi({ description: 'The saved steps by informationtype' }),
    completedSteps: z.array(z.enum(INFORMATION_TYPES)),
    nextStep: z.enum(INFORMATION_TYPES).nullable().openapi({ description: 'The first step not saved; null when complete' }),
    documents: z.array(RegistrationDocumentSchema),
    submittedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Registration');

export type Registration = z.infer<typeof RegistrationSchema>;
