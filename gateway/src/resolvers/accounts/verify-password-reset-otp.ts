import { verifyPasswordResetOtpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { verifyResetOtp, type ResetToken } from '../../rest/accounts/password-reset.ts';

type VerifyPasswordResetOtpPayload = ResolversTypes['VerifyPasswordResetOtpPayload'];

const resetOtpVerified = ({ verifyToken, message }: ResetToken): VerifyPasswordResetOtpPayload => ({
  verifyToken,
  message,
  userErrors: [],
});

const resetOtpNotVerified = (userErrors: MutationUserError[]): VerifyPasswordResetOtpPayload => ({
  verifyToken: null,
  message: null,
  userErrors,
});

export const verifyPasswordResetOtpMutation: Pick<MutationResolvers, 'verifyPasswordResetOtp'> = {
  verifyPasswordResetOtp: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: verifyPasswordResetOtpInput,
      call: (request) => verifyResetOtp(rest, request),
      refusal: accountRefusal('verifyPasswordResetOtp'),
      succeed: resetOtpVerified,
      fail: resetOtpNotVerified,
    }),
};
