import { z } from 'zod';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { requestEmailOtp } from '../../rest/accounts/email-confirmation.ts';
import { otpNotSent, otpSent } from './payloads/otp-sent.ts';

/** E-mails the signed-in user a code to confirm their address (until then it cannot sign in or reset). */
export const requestEmailConfirmationMutation: Pick<MutationResolvers, 'requestEmailConfirmation'> = {
  requestEmailConfirmation: (_root, _args, { rest, userToken }) =>
    runMutationStep({
      input: {},
      schema: z.object({}),
      signedIn: userToken !== null,
      call: () => requestEmailOtp(rest),
      refusal: accountRefusal('requestEmailConfirmation'),
      succeed: otpSent,
      fail: otpNotSent,
    }),
};
