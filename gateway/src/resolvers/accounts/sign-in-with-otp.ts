import { signInWithOtpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { loginWithOtp } from '../../rest/accounts/sign-in.ts';
import { notSignedIn, signedIn } from './payloads/signed-in.ts';

export const signInWithOtpMutation: Pick<MutationResolvers, 'signInWithOtp'> = {
  signInWithOtp: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: signInWithOtpInput,
      call: (request) => loginWithOtp(rest, request),
      refusal: accountRefusal('signInWithOtp'),
      succeed: signedIn,
      fail: notSignedIn,
    }),
};
