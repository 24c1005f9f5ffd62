import { signUpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addUser, type PendingUser } from '../../rest/accounts/sign-up.ts';

type SignUpPayload = ResolversTypes['SignUpPayload'];

const signedUp = ({ userId, mobile, message }: PendingUser): SignUpPayload => ({
  userId,
  mobile: String(mobile),
  message,
  userErrors: [],
});

const notSignedUp = (userErrors: MutationUserError[]): SignUpPayload => ({
  userId: null,
  mobile: null,
  message: null,
  userErrors,
});

/** Starts a pending sign-up; its mobile number gets an OTP. */
export const signUpMutation: Pick<MutationResolvers, 'signUp'> = {
  signUp: (_root, { input }, { rest, config }) =>
    runMutationStep({
      input,
      schema: signUpInput,
      call: (request) => addUser(rest, { ...request, source: config.sourceCode }),
      refusal: accountRefusal('signUp'),
      succeed: signedUp,
      fail: notSignedUp,
    }),
};
