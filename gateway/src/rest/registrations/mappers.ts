const TYPES = '../rest/registrations/types.ts';

/** Codegen mappers of the registrations domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const registrationsMappers = {
  Registration: `${TYPES}#RegistrationModel`,
  RegistrationDocument: `${TYPES}#RegistrationDocumentModel`,
  RegistrationPersonal: `${TYPES}#RegistrationPersonalModel`,
  RegistrationPassport: `${TYPES}#RegistrationPassportModel`,
  RegistrationAddress: `${TYPES}#RegistrationAddressModel`,
  RegistrationEmergencyContact: `${TYPES}#RegistrationEmergencyContactModel`,
  RegistrationMedicalDeclaration: `${TYPES}#RegistrationMedicalDeclarationModel`,
};
