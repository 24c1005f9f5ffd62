import { resendGapSeconds } from '@/components/otp/resendGap';

/** Spec §8: the login OTP request was refused. */
export const INVALID_LOGIN_PHONE_MESSAGE = 'Please enter a valid phone number';
/** Spec §8: the OTP went out. */
export const LOGIN_OTP_SENT_MESSAGE = 'Please check OTP sent on your phone number';

/** The fields of `requestSignInOtp`'s `OtpSentPayload` the login popup reads. */
export type SignInOtpPayloadLike = {
  readonly sent: boolean;
  readonly message?: string | null;
  readonly resendAfterSeconds: number;
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
};

/** Where the login popup goes after 'Request OTP': the OTP step (with its first countdown and a toast), or the form. */
export type SignInOtpOutcome =
  | { step: 'otp'; resendSeconds: number | undefined; notice: { kind: 'success' | 'error'; message: string } }
  | { step: 'form'; message: string };

/**
 * Reads `requestSignInOtp`'s answer as the lead popups read theirs (`readEnquiryOtpPayload`): the OTP step when a
 * code is waiting — sent now, or sent under a minute ago when the resend gap refused a new one ('Please wait N seconds
 * before requesting a new OTP', the countdown from `resendAfterSeconds`); any other limit sent nothing, so the form
 * shows the server's message; any other refusal is spec §8's 'Please enter a valid phone number'.
 */
export function readSignInOtpPayload(payload: SignInOtpPayloadLike): SignInOtpOutcome {
  if (payload.sent) return { step: 'otp', resendSeconds: undefined, notice: { kind: 'success', message: payload.message ?? LOGIN_OTP_SENT_MESSAGE } };
  const rateLimited = payload.userErrors.find((error) => error.code === 'RATE_LIMITED');
  const wait = rateLimited ? resendGapSeconds(rateLimited.message, payload.resendAfterSeconds) : null;
  if (rateLimited && wait !== null) {
    return { step: 'otp', resendSeconds: wait, notice: { kind: 'error', message: rateLimited.message } };
  }
  return { step: 'form', message: rateLimited?.message ?? INVALID_LOGIN_PHONE_MESSAGE };
}
