import { encodeGlobalId } from '../../domain/relay/index.ts';
import { registrationIdInput } from '../../domain/registrations/inputs.ts';
import { registrationRefusal } from '../../domain/registrations/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { deleteRegistration } from '../../rest/registrations/registrations.ts';
import { registrationDeleted, registrationNotDeleted } from './payloads.ts';

export const deleteRegistrationMutation: Pick<MutationResolvers, 'deleteRegistration'> = {
  deleteRegistration: (_root, { input }, { rest, userToken, loaders }) =>
    runMutationStep({
      input,
      schema: registrationIdInput,
      signedIn: userToken !== null,
      call: ({ id }) => deleteRegistration(rest, id),
      refusal: registrationRefusal(null),
      succeed: (deletedId) => {
        loaders.resetRegistrations();
        return registrationDeleted(encodeGlobalId('Registration', deletedId));
      },
      fail: registrationNotDeleted,
    }),
};
