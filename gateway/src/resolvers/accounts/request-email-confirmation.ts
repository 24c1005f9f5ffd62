import { z } from 'zod';
import { signInRequiredError } from '../../domain/accounts/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { requestEmailOtp } from '../../rest/accounts/email-confirmation.ts';
import { otpNotSent, otpSent } from './payloads.ts';
import { runAccountStep } from './run.ts';

/** E-mails the signed-in user a code to confirm their address (until then it cannot sign in or reset). */
export const requestEmailConfirmationMutation: Pick<MutationResolvers, 'requestEmailConfirmation'> = {
  requestEmailConfirmation: (_root, _args, { rest, userToken }) => {
    if (userToken === null) return otpNotSent([signInRequiredError()], null);
    return runAccountStep({
      input: {},
      schema: z.object({}),
      call: () => requestEmailOtp(rest),
      flow: 'requestEmailConfirmation',
      succeed: otpSent,
      fail: otpNotSent,
    });
  },
};
