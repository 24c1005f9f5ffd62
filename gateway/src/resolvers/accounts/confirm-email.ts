import { confirmEmailInput } from '../../domain/accounts/inputs.ts';
import { signInRequiredError } from '../../domain/accounts/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { verifyEmailOtp } from '../../rest/accounts/email-confirmation.ts';
import { emailConfirmed, emailNotConfirmed } from './payloads.ts';
import { runAccountStep } from './run.ts';

/** Confirms the signed-in user's e-mail with its OTP; the first account to confirm an e-mail owns it. */
export const confirmEmailMutation: Pick<MutationResolvers, 'confirmEmail'> = {
  confirmEmail: (_root, { input }, { rest, userToken, config }) => {
    if (userToken === null) return emailNotConfirmed([signInRequiredError()]);
    return runAccountStep({
      input,
      schema: confirmEmailInput,
      call: ({ otp }) => verifyEmailOtp(rest, { otp, source: config.sourceCode }),
      flow: 'confirmEmail',
      succeed: emailConfirmed,
      fail: emailNotConfirmed,
    });
  },
};
