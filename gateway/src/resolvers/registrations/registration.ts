import { encodeGlobalId } from '../../domain/relay/index.ts';
import type {
  Gender,
  RegistrationAddressResolvers,
  RegistrationDocumentResolvers,
  RegistrationDocumentType,
  RegistrationEmergencyContactResolvers,
  RegistrationPersonalResolvers,
  RegistrationResolvers,
  RegistrationStep,
  ViewerResolvers,
} from '../../generated/resolvers-types.ts';
import { e164Of } from '../../mutations/fields/phone.ts';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const Registration: RegistrationResolvers = {
  id: (registration) => encodeGlobalId('Registration', registration._id),
  internalId: (registration) => registration._id,
  package: (registration, _args, { loaders }) => loaders.packageById.load(registration.packageId),
  personal: (registration) => registration.steps.personal ?? null,
  passport: (registration) => registration.steps.passport ?? null,
  address: (registration) => registration.steps.address ?? null,
  emergencyContact: (registration) => registration.steps.emergency_contact ?? null,
  medicalDeclaration: (registration) => registration.steps.medical_declaration ?? null,
  completedSteps: (registration) => registration.completedSteps.map((step) => upper<RegistrationStep>(step)),
  nextStep: (registration) => (registration.nextStep === null ? null : upper<RegistrationStep>(registration.nextStep)),
};

export const RegistrationPersonal: RegistrationPersonalResolvers = {
  gender: (personal) => upper<Gender>(personal.gender),
  dateOfBirth: (personal) => personal.dob,
  mobile: (personal) => e164Of(personal.countrycode, personal.mobile),
  nationalNumber: (personal) => personal.mobile,
  countryCode: (personal) => personal.countrycode,
};

export const RegistrationAddress: RegistrationAddressResolvers = {
  countryCode: (address) => address.countryId,
  city: (address) => address.city ?? '',
};

export const RegistrationEmergencyContact: RegistrationEmergencyContactResolvers = {
  mobile: (contact) => e164Of(contact.countrycode, contact.mobile),
  nationalNumber: (contact) => contact.mobile,
  countryCode: (contact) => contact.countrycode,
};

export const RegistrationDocument: RegistrationDocumentResolvers = {
  documentType: (document) => upper<RegistrationDocumentType>(document.documentType),
};

/** `Viewer.registrations`: `GET /registration` once per request, with the caller's token. */
export const ViewerRegistrations: Pick<ViewerResolvers, 'registrations'> = {
  registrations: (_viewer, _args, { loaders }) => loaders.viewerRegistrations(),
};
