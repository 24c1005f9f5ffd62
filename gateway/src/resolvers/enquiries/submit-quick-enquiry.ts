import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { submitQuickEnquiryInput } from '../../domain/enquiries/inputs.ts';
import { leadRefusal } from '../../domain/enquiries/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { postQuickEnquiry } from '../../rest/enquiries/leads.ts';
import { mobileOf, sendLead } from './lead-call.ts';
import { enquiryOtpNotSent, enquiryOtpSent } from './payloads/enquiry-otp.ts';

/** The quick enquiry popup, the search overlay's form and the footer form: stores the enquiry, then texts its OTP. */
export const submitQuickEnquiryMutation: Pick<MutationResolvers, 'submitQuickEnquiry'> = {
  submitQuickEnquiry: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: submitQuickEnquiryInput,
      call: (request) => sendLead(context, (as) => postQuickEnquiry(context.rest, { ...request, as, source: context.config.sourceCode })),
      refusal: leadRefusal('submitQuickEnquiry'),
      succeed: enquiryOtpSent(mobileOf(input), M.signInOtpSent),
      fail: enquiryOtpNotSent(mobileOf(input)),
    }),
};
