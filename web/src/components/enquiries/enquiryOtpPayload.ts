import { resendGapSeconds } from '@/components/otp/resendGap';
import { validationMessages } from '@/lib/validation';
import type { EnquiryOtpTarget } from '@/state/ui-store';

/** Spec §8: a get-a-call or price request that failed unexpectedly (network, server fault). */
export const LEAD_UNEXPECTED_MESSAGE = validationMessages.unexpectedRetry;

type UserErrorLike = { readonly code?: string; readonly message: string; readonly field?: string | null };

/** The fields of `EnquiryOtpPayload` a lead form reads (`requestCallBack`, `createPriceEnquiry`). */
export type EnquiryOtpPayloadLike = {
  readonly enquiryId?: string | null;
  readonly otpSent: boolean;
  /** Stored verified without an OTP (the number was already proven). */
  readonly verified?: boolean;
  readonly retryAfterSeconds?: number | null;
  readonly message?: string | null;
  readonly userErrors: readonly UserErrorLike[];
};

/** What a lead form does with the answer: go to the OTP step, or show why the lead was not stored. */
export type EnquiryOtpOutcome =
  | {
      step: 'otp';
      target: EnquiryOtpTarget;
      /** The first resend countdown: the resend gap's wait when the code went out under a minute ago, else the default. */
      resendSeconds: number | undefined;
      /** A toast: the server's confirmation, or the resend gap's wait. */
      notice: { kind: 'success' | 'error'; message: string } | null;
    }
  | { step: 'form'; message: string; field: string | null }
  /** Stored verified at once (a number this browser proved, or the account's own): straight to the thank-you. */
  | { step: 'done'; target: EnquiryOtpTarget };

/** The input fields of a lead's number. */
const PHONE_FIELDS: ReadonlySet<string> = new Set(['mobile', 'countryCode']);

/**
 * Reads an `EnquiryOtpPayload`. The OTP step follows only when a code is waiting for the number: one sent now
 * (`otpSent`), or one sent under a minute ago when the resend gap held the new one back (the api's 'Please wait N
 * seconds before requesting a new OTP': the countdown starts at `retryAfterSeconds`). Any other limit (the hourly cap,
 * too many wrong codes, per network, global) sent nothing, so the form stays with the server's message, though the
 * lead was stored. A send refused for its number is spec §8's 'Invalid mobile number', whatever the server words
 * (the form checked the §5 rule already: what the server refuses is an invalid number).
 */
export function readEnquiryOtpPayload(
  payload: EnquiryOtpPayloadLike,
  sentTo: { mobile: string; countryCode: string },
): EnquiryOtpOutcome {
  const firstError = payload.userErrors[0];
  if (payload.enquiryId) {
    const target = { enquiryId: payload.enquiryId, ...sentTo };
    if (payload.verified) return { step: 'done', target };
    if (payload.otpSent) {
      return { step: 'otp', target, resendSeconds: undefined, notice: payload.message ? { kind: 'success', message: payload.message } : null };
    }
    const held = firstError?.message ?? payload.message ?? null;
    const wait = resendGapSeconds(held, payload.retryAfterSeconds);
    if (held !== null && wait !== null) {
      return { step: 'otp', target, resendSeconds: wait, notice: { kind: 'error', message: held } };
    }
    return { step: 'form', message: held ?? LEAD_UNEXPECTED_MESSAGE, field: firstError?.field ?? null };
  }
  const field = firstError?.field ?? null;
  const phoneRefused = firstError !== undefined && firstError.code !== 'RATE_LIMITED' && field !== null && PHONE_FIELDS.has(field);
  return {
    step: 'form',
    message: phoneRefused ? validationMessages.mobileInvalid : (firstError?.message ?? payload.message ?? validationMessages.mobileInvalid),
    field,
  };
}
