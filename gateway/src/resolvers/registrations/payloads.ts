import type { DeleteRegistrationPayloadResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';

type SavePayload = ResolversTypes['SaveRegistrationStepPayload'];
type DeletePayload = ResolversTypes['DeleteRegistrationPayload'];
type EmailPayload = ResolversTypes['EmailRegistrationPayload'];

export const stepNotSaved = (userErrors: MutationUserError[]): SavePayload => ({ registration: null, userErrors });
export const registrationDeleted = (deletedRegistrationId: string): DeletePayload => ({ deletedRegistrationId, userErrors: [] });
export const registrationNotDeleted = (userErrors: MutationUserError[]): DeletePayload => ({ deletedRegistrationId: null, userErrors });
export const registrationNotEmailed = (userErrors: MutationUserError[]): EmailPayload => ({ email: null, registration: null, userErrors });

/** The delete payload's `viewer` after the change (its `registrations` read afresh); null on failure. */
export const DeleteRegistrationPayload: DeleteRegistrationPayloadResolvers = {
  viewer: (payload, _args, { viewer }) => (payload.userErrors.length === 0 ? viewer() : null),
};
