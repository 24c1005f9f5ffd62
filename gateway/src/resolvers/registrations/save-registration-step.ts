import { registrationRefusal } from '../../domain/registrations/refusals.ts';
import { saveRegistrationStepInput } from '../../domain/registrations/inputs.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { saveRegistrationStep } from '../../rest/registrations/registrations.ts';
import { stepNotSaved } from './payloads.ts';

/** `saveRegistrationStep`: one `POST /registration/addupdate` per step (none when the input is refused). */
export const saveRegistrationStepMutation: Pick<MutationResolvers, 'saveRegistrationStep'> = {
  saveRegistrationStep: (_root, { input }, { rest, userToken, loaders }) =>
    runMutationStep({
      input,
      schema: saveRegistrationStepInput(() => new Date()),
      signedIn: userToken !== null,
      call: ({ id, step }) => saveRegistrationStep(rest, id, step),
      refusal: ({ field }) => registrationRefusal(field),
      succeed: (registration) => {
        loaders.resetRegistrations();
        loaders.registrationById.prime(registration._id, registration);
        return { registration, userErrors: [] };
      },
      fail: stepNotSaved,
    }),
};
