import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { verifyEnquiryOtpInput } from '../../domain/enquiries/inputs.ts';
import { leadRefusal } from '../../domain/enquiries/refusals.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import { leadOtpCall } from '../../mutations/lead-call.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { verifyEnquiry, type EnquiryVerified } from '../../rest/enquiries/otp.ts';

type VerifyEnquiryOtpPayload = ResolversTypes['VerifyEnquiryOtpPayload'];

/** Spec §8: 'Query submitted successfully soon you will notified', whatever the api words it. */
const enquiryVerified = ({ verifiedNumberToken }: EnquiryVerified): VerifyEnquiryOtpPayload => ({
  verified: true,
  message: M.querySubmitted,
  verifiedNumberToken,
  userErrors: [],
});

const enquiryNotVerified = (userErrors: MutationUserError[]): VerifyEnquiryOtpPayload => ({ verified: false, message: null, verifiedNumberToken: null, userErrors });

/** Confirms any lead (call-back, price, quick, footer, Zoom sign-up) with the OTP sent for it. */
export const verifyEnquiryOtpMutation: Pick<MutationResolvers, 'verifyEnquiryOtp'> = {
  verifyEnquiryOtp: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: verifyEnquiryOtpInput,
      call: (request) => leadOtpCall(context, () => verifyEnquiry(context.rest, { ...request, source: context.config.sourceCode })),
      refusal: leadRefusal('verifyEnquiryOtp'),
      succeed: enquiryVerified,
      fail: enquiryNotVerified,
    }),
};
