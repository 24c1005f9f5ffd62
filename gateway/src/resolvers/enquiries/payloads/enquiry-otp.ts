import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import type { ResolversTypes } from '../../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../../mutations/user-error.ts';
import { heldLeadOf } from '../../../rest/enquiries/lead-answers.ts';
import type { LeadSent } from '../../../rest/enquiries/types.ts';
import type { RestFailure } from '../../../rest/outcome.ts';

type EnquiryOtpPayload = ResolversTypes['EnquiryOtpPayload'];

/**
 * The lead stored and its OTP sent to `mobile` (E.164). The message is `fixedMessage` (the sends: spec §8 'Please
 * check OTP sent on your phone number'), else the api's ('OTP has been sent to the mobile for verify' for a resend).
 */
export const enquiryOtpSent =
  (mobile: string | null, fixedMessage?: string) =>
  (sent: LeadSent): EnquiryOtpPayload => ({
    enquiryId: sent.enquiryId,
    otpSent: sent.otpSent,
    retryAfterSeconds: sent.retryAfterSeconds,
    mobile,
    message: fixedMessage ?? sent.message ?? M.mobileOtpSent,
    userErrors: [],
  });

/**
 * No OTP sent. A 429 that still stored the lead (an OTP limit held the code back) keeps its `enquiryId` and the
 * wait; any 429 tells the wait (`retry-after`); other refusals have neither.
 */
export const enquiryOtpNotSent =
  (mobile: string | null) =>
  (userErrors: MutationUserError[], refusal: RestFailure | null): EnquiryOtpPayload => {
    const held = heldLeadOf(refusal);
    return {
      enquiryId: held?.enquiryId ?? null,
      otpSent: false,
      retryAfterSeconds: held?.retryAfterSeconds ?? (refusal?.status === 429 ? refusal.retryAfterSeconds : null),
      mobile: held === null ? null : mobile,
      message: null,
      userErrors,
    };
  };
