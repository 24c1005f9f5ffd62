import { verifySignUpOtpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { verifyUser, type VerifiedUser } from '../../rest/accounts/sign-up.ts';

type VerifySignUpOtpPayload = ResolversTypes['VerifySignUpOtpPayload'];

const signUpVerified = ({ message }: VerifiedUser): VerifySignUpOtpPayload => ({ verified: true, message, userErrors: [] });

const signUpNotVerified = (userErrors: MutationUserError[]): VerifySignUpOtpPayload => ({
  verified: false,
  message: null,
  userErrors,
});

export const verifySignUpOtpMutation: Pick<MutationResolvers, 'verifySignUpOtp'> = {
  verifySignUpOtp: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: verifySignUpOtpInput,
      call: ({ userId, otp, device }) => verifyUser(rest, { userId, otp, devices: device }),
      refusal: accountRefusal('verifySignUpOtp'),
      succeed: signUpVerified,
      fail: signUpNotVerified,
    }),
};
