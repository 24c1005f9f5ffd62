import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { accountAnswer, messageAnswer, userProfileSchema } from './schemas.ts';
import type { UserProfileModel } from './types.ts';

/** `GET /user/email-confirmation-otp` 🔒: e-mails an OTP to the caller's address; answers the server's message. */
export async function requestEmailOtp(client: RestClient): Promise<RestOutcome<string | null>> {
  const outcome = await client.send({ method: 'GET', path: '/user/email-confirmation-otp', answer: messageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ message }) => message ?? null);
}

/** `PUT /user/email-confirmation-verify` 🔒: confirms the caller's e-mail with the OTP; answers the updated profile. */
export async function verifyEmailOtp(client: RestClient, request: { otp: string; source: string }): Promise<RestOutcome<UserProfileModel>> {
  const outcome = await client.send({
    method: 'PUT',
    path: '/user/email-confirmation-verify',
    body: { Otp: request.otp, source: request.source },
    answer: accountAnswer(userProfileSchema),
    as: 'caller',
  });
  return mapSuccess(outcome, ({ data }) => data);
}
