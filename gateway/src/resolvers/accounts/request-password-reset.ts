import { requestPasswordResetInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import { RESET_OTP_SENT, sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { forgotPassword } from '../../rest/accounts/password-reset.ts';
import { otpNotSent, otpSent } from './payloads/otp-sent.ts';

/** E-mails a reset OTP; an unknown address gets the same answer as a known one. */
export const requestPasswordResetMutation: Pick<MutationResolvers, 'requestPasswordReset'> = {
  requestPasswordReset: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: requestPasswordResetInput,
      call: async ({ email }) => sentWhetherOrNotKnown(await forgotPassword(rest, email), RESET_OTP_SENT),
      refusal: accountRefusal('requestPasswordReset'),
      succeed: otpSent,
      fail: otpNotSent,
    }),
};
