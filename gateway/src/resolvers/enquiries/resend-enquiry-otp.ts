import { resendEnquiryOtpInput } from '../../domain/enquiries/inputs.ts';
import { leadRefusal } from '../../domain/enquiries/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { resendEnquiryOtp } from '../../rest/enquiries/otp.ts';
import { leadOtpCall, mobileOf } from './lead-call.ts';
import { enquiryOtpNotSent, enquiryOtpSent } from './payloads/enquiry-otp.ts';

/** Texts an unverified lead's OTP again (after the 60-second countdown); the api's OTP limits apply. */
export const resendEnquiryOtpMutation: Pick<MutationResolvers, 'resendEnquiryOtp'> = {
  resendEnquiryOtp: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: resendEnquiryOtpInput,
      call: (request) => leadOtpCall(context, () => resendEnquiryOtp(context.rest, { ...request, source: context.config.sourceCode })),
      refusal: leadRefusal('resendEnquiryOtp'),
      succeed: enquiryOtpSent(mobileOf(input)),
      fail: enquiryOtpNotSent(mobileOf(input)),
    }),
};
