import { registrationIdInput } from '../../domain/registrations/inputs.ts';
import { registrationRefusal } from '../../domain/registrations/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { emailRegistration } from '../../rest/registrations/registrations.ts';
import { registrationNotEmailed } from './payloads.ts';

/** `emailRegistration`: `PUT /registration/email/{id}`; the payload's registration is read by id (one more call). */
export const emailRegistrationMutation: Pick<MutationResolvers, 'emailRegistration'> = {
  emailRegistration: (_root, { input }, { rest, userToken, loaders }) =>
    runMutationStep({
      input,
      schema: registrationIdInput,
      signedIn: userToken !== null,
      call: async ({ id }) => {
        const outcome = await emailRegistration(rest, id);
        return outcome.ok ? { ok: true as const, value: { email: outcome.value, registration: await loaders.registrationById.load(id) } } : outcome;
      },
      refusal: registrationRefusal(null),
      succeed: ({ email, registration }) => ({ email, registration, userErrors: [] }),
      fail: registrationNotEmailed,
    }),
};
