import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

/** Each upstream call of the lead mutations whose refusal becomes a `UserError`. */
export type LeadFlow = 'requestCallBack' | 'createPriceEnquiry' | 'submitQuickEnquiry' | 'verifyEnquiryOtp' | 'resendEnquiryOtp';

/** Spec §8: a thrown exception (and a 5xx) of a lead form. */
const unexpected = M.unexpectedRetry;

/** An unknown package the api refused (404 `Package not found`): on the package field, not the phone. */
const packageNotFound = (field: string): RefusalPolicy['serverMessageAs'] => ({ 404: { code: 'NOT_FOUND', field } });

/**
 * Spec §8, flow by flow: a lead send refused (non-200) is 'Invalid mobile number'; a verification or resend
 * refused is 'Invalid OTP' (no hint whether the id, the number or the code was wrong). A 429 shows the api's wait
 * message (`RATE_LIMITED`, rule common to every domain), a 5xx or a failure to answer the spec's unexpected text.
 */
const FLOW_POLICIES: Record<LeadFlow, RefusalPolicy> = {
  requestCallBack: { fixed: M.mobileInvalid, field: 'mobile', unexpected },
  createPriceEnquiry: { fixed: M.mobileInvalid, field: 'mobile', unexpected, serverMessageAs: packageNotFound('packageId') },
  submitQuickEnquiry: { fixed: M.mobileInvalid, field: 'mobile', unexpected, serverMessageAs: packageNotFound('packageIds') },
  verifyEnquiryOtp: { fixed: M.otpInvalid, code: 'INVALID_OTP', field: 'otp', unexpected },
  resendEnquiryOtp: { fixed: M.otpInvalid, code: 'INVALID_OTP', unexpected },
};

/** How the refusals of a lead flow become the spec's user errors. */
export const leadRefusal = (flow: LeadFlow): RefusalPolicy => FLOW_POLICIES[flow];
