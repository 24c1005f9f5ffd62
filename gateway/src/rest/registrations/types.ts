import type { z } from 'zod';
import type { INFORMATION_TYPES, registrationSchema } from './schemas.ts';

/** The REST registration as the routes answer it; the parent of every `Registration` resolver. */
export type RegistrationModel = z.infer<typeof registrationSchema>;

export type RegistrationSteps = RegistrationModel['steps'];
export type RegistrationDocumentModel = RegistrationModel['documents'][number];

/** An `informationtype` of `POST /registration/addupdate`. */
export type InformationType = (typeof INFORMATION_TYPES)[number];

/** One step to save: its `informationtype` and the REST body of that step. */
export type StepRequest = { informationtype: InformationType; body: Record<string, unknown> };

/** The parents of the step types: each step as the api saved it. */
export type RegistrationPersonalModel = NonNullable<RegistrationSteps['personal']>;
export type RegistrationPassportModel = NonNullable<RegistrationSteps['passport']>;
export type RegistrationAddressModel = NonNullable<RegistrationSteps['address']>;
export type RegistrationEmergencyContactModel = NonNullable<RegistrationSteps['emergency_contact']>;
export type RegistrationMedicalDeclarationModel = NonNullable<RegistrationSteps['medical_declaration']>;
