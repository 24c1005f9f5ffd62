import { validationMessages } from '@/lib/validation';
import type { EnquiryOtpTarget } from '@/state/ui-store';

/** Spec §8: a get-a-call or price request that failed unexpectedly (network, server fault). */
export const LEAD_UNEXPECTED_MESSAGE = validationMessages.unexpectedRetry;

type UserErrorLike = { readonly message: string; readonly field?: string | null };

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
      /** The first resend countdown: the limit's wait when the OTP was held back, else the default. */
      resendSeconds: number | undefined;
      /** A toast: the server's confirmation, or why the OTP was held back. */
      notice: { kind: 'success' | 'error'; message: string } | null;
    }
  | { step: 'form'; message: string; field: string | null }
  /** Stored verified at once (a number this browser proved, or the account's own): straight to the thank-you. */
  | { step: 'done'; target: EnquiryOtpTarget };

/**
 * Reads an `EnquiryOtpPayload`. The lead is stored whenever `enquiryId` is set, so the OTP step follows even
 * when a limit held the code back (`otpSent` false: the countdown starts at `retryAfterSeconds`).
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
    const message = firstError?.message ?? payload.message ?? null;
    return {
      step: 'otp',
      target,
      resendSeconds: payload.retryAfterSeconds ?? undefined,
      notice: message ? { kind: 'error', message } : null,
    };
  }
  return {
    step: 'form',
    message: firstError?.message ?? payload.message ?? validationMessages.mobileInvalid,
    field: firstError?.field ?? null,
  };
}
