import { resendOtpInput, signUpInput, verifySignUpOtpInput } from '../../domain/accounts/inputs.ts';
import { ACCOUNT_MESSAGES as M } from '../../domain/accounts/messages.ts';
import { sentWhetherOrNotKnown } from '../../domain/accounts/unknown-accounts.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { resendMobileOtp } from '../../rest/accounts/otp.ts';
import { requestLoginOtp } from '../../rest/accounts/sign-in.ts';
import { addUser, sendSignUpOtp, verifyUser } from '../../rest/accounts/sign-up.ts';
import type { RestPhone } from '../../rest/accounts/types.ts';
import type { RestClient } from '../../rest/http.ts';
import type { RestOutcome } from '../../rest/outcome.ts';
import { notSignedUp, otpNotSent, otpSent, signedUp, signUpNotVerified, signUpVerified } from './payloads.ts';
import { runAccountStep } from './run.ts';

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

export const signUpMutation: Pick<MutationResolvers, 'signUp' | 'verifySignUpOtp' | 'resendOtp'> = {
  signUp: (_root, { input }, { rest, config }) =>
    runAccountStep({
      input,
      schema: signUpInput,
      call: (request) => addUser(rest, { ...request, source: config.sourceCode }),
      flow: 'signUp',
      succeed: signedUp,
      fail: notSignedUp,
    }),

  verifySignUpOtp: (_root, { input }, { rest }) =>
    runAccountStep({
      input,
      schema: verifySignUpOtpInput,
      call: ({ userId, otp, device }) => verifyUser(rest, { userId, otp, devices: device }),
      flow: 'verifySignUpOtp',
      succeed: signUpVerified,
      fail: signUpNotVerified,
    }),

  resendOtp: (_root, { input }, { rest, config }) =>
    runAccountStep({
      input,
      schema: resendOtpInput,
      call: (request) => resendFor(rest, config.sourceCode, request),
      flow: ({ purpose }) => (purpose === 'VERIFY_MOBILE' ? 'resendVerifyMobileOtp' : 'resendOtp'),
      succeed: otpSent,
      fail: otpNotSent,
    }),
};
