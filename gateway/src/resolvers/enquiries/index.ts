import type { Resolvers } from '../../generated/resolvers-types.ts';
import { createPriceEnquiryMutation } from './create-price-enquiry.ts';
import { Enquiry, EnquiryPackage } from './enquiry.ts';
import { requestCallBackMutation } from './request-call-back.ts';
import { resendEnquiryOtpMutation } from './resend-enquiry-otp.ts';
import { submitQuickEnquiryMutation } from './submit-quick-enquiry.ts';
import { verifyEnquiryOtpMutation } from './verify-enquiry-otp.ts';
import { Viewer } from './viewer.ts';

/**
 * The enquiries domain: `Viewer.enquiries` (REST `GET /user/enquiry`), `Enquiry`, `EnquiryPackage`, and the lead
 * mutations (`/enquiry/*`: each stores its lead before its OTP; `verifyEnquiryOtp` confirms any of them).
 */
export const enquiriesResolvers: Resolvers = {
  Mutation: {
    ...requestCallBackMutation,
    ...createPriceEnquiryMutation,
    ...submitQuickEnquiryMutation,
    ...verifyEnquiryOtpMutation,
    ...resendEnquiryOtpMutation,
  },
  Viewer,
  Enquiry,
  EnquiryPackage,
};
