import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { resendOtpInput } from '../../domain/accounts/inputs.ts';
import { accountRefusal } from '../../domain/accounts/refusals.ts';
import { sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { resendMobileOtp } from '../../rest/accounts/otp.ts';
import { requestLoginOtp } from '../../rest/accounts/sign-in.ts';
import { sendSignUpOtp } from '../../rest/accounts/sign-up.ts';
import type { RestClient } from '../../rest/http.ts';
import type { RestOutcome } from '../../rest/outcome.ts';
import type { RestPhone } from '../../rest/phone.ts';
import { otpNotSent, otpSent } from './payloads/otp-sent.ts';

type OtpPurpose = 'SIGN_UP' | 'SIGN_IN' | 'VERIFY_MOBILE';

/** Which route sends each purpose's OTP again: the sign-up, sign-in and mobile-verification senders. */
async function resendFor(
  rest: RestClient,
  source: string,
  { purpose, phone, userId }: { purpose: OtpPurpose; phone: RestPhone; userId: string | undefined },
): Promise<RestOutcome<string | null>> {
  switch (purpose) {
    case 'SIGN_UP':
      return sendSignUpOtp(rest, { source, phone, userId });
    case 'SIGN_IN':
      return sentWhetherOrNotKnown(await requestLoginOtp(rest, { phone, devices: [] }), M.signInOtpSent);
    case 'VERIFY_MOBILE':
      return resendMobileOtp(rest, phone);
  }
}

export const resendOtpMutation: Pick<MutationResolvers, 'resendOtp'> = {
  resendOtp: (_root, { input }, { rest, config }) =>
    runMutationStep({
      input,
      schema: resendOtpInput,
      call: (request) => resendFor(rest, config.sourceCode, request),
      refusal: ({ purpose }) => accountRefusal(purpose === 'VERIFY_MOBILE' ? 'resendVerifyMobileOtp' : 'resendOtp'),
      succeed: otpSent,
      fail: otpNotSent,
    }),
};
