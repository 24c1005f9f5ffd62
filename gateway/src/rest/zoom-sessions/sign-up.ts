import { leadSentOf } from '../enquiries/lead-answers.ts';
import type { LeadOrigin } from '../enquiries/leads.ts';
import { leadSentAnswer } from '../enquiries/schemas.ts';
import type { LeadSent } from '../enquiries/types.ts';
import type { RestClient } from '../http.ts';
import type { RestOutcome } from '../outcome.ts';
import type { RestPhone } from '../phone.ts';
import type { ZoomSessionModel } from './types.ts';

export interface ZoomSignUpRequest extends LeadOrigin {
  session: Pick<ZoomSessionModel, 'meetingID' | 'zoomMeetingID'>;
  firstName: string;
  lastName: string;
  email: string;
  phone: RestPhone;
}

/**
 * `POST /zoommeeting/add-subscriber`: stores the sign-up as a `zoom` enquiry, then texts its OTP (confirmed through
 * `/enquiry/verify`, which e-mails the join link). Both session ids must belong together.
 */
export async function postZoomSignUp(client: RestClient, request: ZoomSignUpRequest): Promise<RestOutcome<LeadSent>> {
  const { source, session, firstName, lastName, email, phone } = request;
  const body = {
    source,
    first_name: firstName,
    last_name: lastName,
    email,
    mobile: phone.mobile,
    countryCode: phone.countrycode,
    meetingID: session.meetingID,
    zoomMeetingID: session.zoomMeetingID,
    otpVerified: false,
    ...(request.verifiedNumberToken === undefined ? {} : { verifiedNumberToken: request.verifiedNumberToken }),
    ...(request.pageUrl === undefined ? {} : { pagessourcelink: request.pageUrl }),
  };
  return leadSentOf(await client.send({ method: 'POST', path: '/zoommeeting/add-subscriber', body, answer: leadSentAnswer, as: request.as }));
}
