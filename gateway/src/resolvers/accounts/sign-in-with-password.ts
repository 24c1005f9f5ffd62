import { signInWithPasswordInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { loginWithPassword } from '../../rest/accounts/sign-in.ts';
import { notSignedIn, signedIn } from './payloads/signed-in.ts';

export const signInWithPasswordMutation: Pick<MutationResolvers, 'signInWithPassword'> = {
  signInWithPassword: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: signInWithPasswordInput,
      call: (request) => loginWithPassword(rest, request),
      refusal: accountRefusal('signInWithPassword'),
      succeed: signedIn,
      fail: notSignedIn,
    }),
};
