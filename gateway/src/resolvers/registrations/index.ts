import type { Resolvers } from '../../generated/resolvers-types.ts';
import { deleteRegistrationMutation } from './delete-registration.ts';
import { emailRegistrationMutation } from './email-registration.ts';
import { DeleteRegistrationPayload } from './payloads.ts';
import { Registration, RegistrationAddress, RegistrationDocument, RegistrationEmergencyContact, RegistrationPersonal, ViewerRegistrations } from './registration.ts';
import { saveRegistrationStepMutation } from './save-registration-step.ts';
import { uploadRegistrationDocumentMutation } from './upload-registration-document.ts';

/** The registrations domain (REST `/registration/*`): `Viewer.registrations`, `Registration` and its mutations. */
export const registrationsResolvers: Resolvers = {
  Mutation: { ...saveRegistrationStepMutation, ...deleteRegistrationMutation, ...emailRegistrationMutation, ...uploadRegistrationDocumentMutation },
  Viewer: ViewerRegistrations,
  Registration,
  RegistrationPersonal,
  RegistrationAddress,
  RegistrationEmergencyContact,
  RegistrationDocument,
  DeleteRegistrationPayload,
};
