import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { requestSignInOtpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import { sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { requestLoginOtp } from '../../rest/accounts/sign-in.ts';
import { otpNotSent, otpSent } from './payloads/otp-sent.ts';

/** Sends a sign-in OTP; an unknown number gets the same answer as a known one. */
export const requestSignInOtpMutation: Pick<MutationResolvers, 'requestSignInOtp'> = {
  requestSignInOtp: (_root, { input }, { rest }) =>
    runMutationStep({
      input,
      schema: requestSignInOtpInput,
      call: async (request) => sentWhetherOrNotKnown(await requestLoginOtp(rest, request), M.signInOtpSent),
      refusal: accountRefusal('requestSignInOtp'),
      succeed: otpSent,
      fail: otpNotSent,
    }),
};
