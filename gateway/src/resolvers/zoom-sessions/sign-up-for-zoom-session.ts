import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { signUpForZoomSessionInput, ZOOM_SESSION_NOT_FOUND } from '../../domain/zoom-sessions/inputs.ts';
import { zoomSignUpRefusal } from '../../domain/zoom-sessions/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import type { RestFailure } from '../../rest/outcome.ts';
import { postZoomSignUp } from '../../rest/zoom-sessions/sign-up.ts';
import { mobileOf, sendLead } from '../enquiries/lead-call.ts';
import { enquiryOtpNotSent, enquiryOtpSent } from '../enquiries/payloads/enquiry-otp.ts';

/** A session that is not (or no longer) upcoming reads as the api's 404, without sending anything. */
const SESSION_NOT_FOUND: RestFailure = { ok: false, status: 404, message: ZOOM_SESSION_NOT_FOUND, retryAfterSeconds: null };

/**
 * Signs up for a Zoom session: finds the session among the upcoming ones (for Zoom's meeting number, which the api
 * checks against our id), stores the sign-up as a `zoom` enquiry and texts its OTP; `verifyEnquiryOtp` confirms it.
 */
export const signUpForZoomSessionMutation: Pick<MutationResolvers, 'signUpForZoomSession'> = {
  signUpForZoomSession: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: signUpForZoomSessionInput,
      call: ({ sessionId, ...request }) =>
        sendLead(context, async (as) => {
          const session = (await context.loaders.upcomingZoomSessions()).find((upcoming) => upcoming._id === sessionId);
          if (session === undefined) return SESSION_NOT_FOUND;
          return postZoomSignUp(context.rest, { ...request, session, as, source: context.config.sourceCode });
        }),
      refusal: zoomSignUpRefusal,
      succeed: enquiryOtpSent(mobileOf(input), M.signInOtpSent),
      fail: enquiryOtpNotSent(mobileOf(input)),
    }),
};
