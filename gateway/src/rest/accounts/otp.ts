import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { otpSentAnswer } from './schemas.ts';
import type { RestPhone } from '../phone.ts';

/** `POST /otp/resend`: a new mobile-verification OTP (enquiry and call-back flows), subject to the send limits. */
export async function resendMobileOtp(client: RestClient, phone: RestPhone): Promise<RestOutcome<string>> {
  const outcome = await client.send({ method: 'POST', path: '/otp/resend', body: phone, answer: otpSentAnswer, as: 'public', idempotent: true });
  return mapSuccess(outcome, ({ data }) => data.message);
}
