import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import type { RestPhone } from '../phone.ts';
import { leadSentOf } from './lead-answers.ts';
import { leadSentAnswer, leadVerifiedAnswer } from './schemas.ts';
import type { LeadSent } from './types.ts';

/** Which enquiry an OTP is for: its id and the number it was sent with (both must match, or nothing is verified). */
export interface EnquiryOtpTarget {
  source: string;
  enquiryId: string;
  phone: RestPhone;
}

/** What a verification answers: the api's message and, when the code proved the number just now, its token. */
export interface EnquiryVerified {
  message: string | null;
  verifiedNumberToken: string | null;
}

/** `POST /enquiry/verify`: marks the enquiry verified with the number's OTP. */
export async function verifyEnquiry(client: RestClient, request: EnquiryOtpTarget & { otp: string }): Promise<RestOutcome<EnquiryVerified>> {
  const { source, enquiryId, phone, otp } = request;
  const body = { source, id: enquiryId, phone: phone.mobile, countrycode: phone.countrycode, otp };
  const outcome = await client.send({ method: 'POST', path: '/enquiry/verify', body, answer: leadVerifiedAnswer, as: 'public' });
  return mapSuccess(outcome, ({ message, data }) => ({ message: message ?? null, verifiedNumberToken: data.verifiedNumberToken ?? null }));
}

/** `POST /enquiry/resend`: a new OTP for an unverified enquiry, subject to the OTP limits. */
export async function resendEnquiryOtp(client: RestClient, request: EnquiryOtpTarget): Promise<RestOutcome<LeadSent>> {
  const { source, enquiryId, phone } = request;
  const body = { source, id: enquiryId, phone: phone.mobile, countrycode: phone.countrycode };
  return leadSentOf(await client.send({ method: 'POST', path: '/enquiry/resend', body, answer: leadSentAnswer, as: 'public' }));
}
