import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { requestCallBackInput } from '../../domain/enquiries/inputs.ts';
import { leadRefusal } from '../../domain/enquiries/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { postCallBack } from '../../rest/enquiries/leads.ts';
import { mobileOf, sendLead } from './lead-call.ts';
import { enquiryOtpNotSent, enquiryOtpSent } from './payloads/enquiry-otp.ts';

/** The get-a-call popup: stores the call-back request, then texts the OTP that confirms the number. */
export const requestCallBackMutation: Pick<MutationResolvers, 'requestCallBack'> = {
  requestCallBack: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: requestCallBackInput,
      call: (request) => sendLead(context, (as) => postCallBack(context.rest, { ...request, as, source: context.config.sourceCode })),
      refusal: leadRefusal('requestCallBack'),
      succeed: enquiryOtpSent(mobileOf(input), M.signInOtpSent),
      fail: enquiryOtpNotSent(mobileOf(input)),
    }),
};
