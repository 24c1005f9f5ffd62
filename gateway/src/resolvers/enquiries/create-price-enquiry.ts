import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { createPriceEnquiryInput } from '../../domain/enquiries/inputs.ts';
import { leadRefusal } from '../../domain/enquiries/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { postPriceEnquiry } from '../../rest/enquiries/leads.ts';
import { mobileOf, sendLead } from './lead-call.ts';
import { enquiryOtpNotSent, enquiryOtpSent } from './payloads/enquiry-otp.ts';

/** The request-for-price popup: stores the price enquiry, then texts the OTP that confirms the number. */
export const createPriceEnquiryMutation: Pick<MutationResolvers, 'createPriceEnquiry'> = {
  createPriceEnquiry: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: createPriceEnquiryInput,
      call: (request) => sendLead(context, (as) => postPriceEnquiry(context.rest, { ...request, as, source: context.config.sourceCode })),
      refusal: leadRefusal('createPriceEnquiry'),
      succeed: enquiryOtpSent(mobileOf(input), M.signInOtpSent),
      fail: enquiryOtpNotSent(mobileOf(input)),
    }),
};
