import { OTP_RESEND_SECONDS } from '@pilgrim/schema/rules';
import type { ResolversTypes } from '../../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../../mutations/user-error.ts';
import type { RestFailure } from '../../../rest/outcome.ts';

type OtpSentPayload = ResolversTypes['OtpSentPayload'];

/** The payload of every mutation that sends an OTP (sign-in, resend, password reset, e-mail confirmation). */
export const otpSent = (message: string | null): OtpSentPayload => ({
  sent: true,
  message,
  resendAfterSeconds: OTP_RESEND_SECONDS,
  userErrors: [],
});

/** Nothing sent; after a 429 the wait comes from `retry-after` (the full countdown when it is missing). */
export const otpNotSent = (userErrors: MutationUserError[], refusal: RestFailure | null): OtpSentPayload => ({
  sent: false,
  message: null,
  resendAfterSeconds: refusal?.status === 429 ? (refusal.retryAfterSeconds ?? OTP_RESEND_SECONDS) : 0,
  userErrors,
});
