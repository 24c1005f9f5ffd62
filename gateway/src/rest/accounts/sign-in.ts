import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { accountAnswer, messageAnswer, otpSentAnswer, sessionSchema } from './schemas.ts';
import type { RestPhone } from '../phone.ts';
import type { DeviceInfo, SessionModel } from './types.ts';

const sessionAnswer = accountAnswer(sessionSchema);

/** `POST /auth/login-otp`: texts a sign-in OTP to a verified account's mobile; answers the server's message. */
export async function requestLoginOtp(
  client: RestClient,
  request: { phone: RestPhone; devices: DeviceInfo[] },
): Promise<RestOutcome<string>> {
  const outcome = await client.send({
    method: 'POST',
    path: '/auth/login-otp',
    body: { ...request.phone, deviceIDs: request.devices },
    answer: otpSentAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ data }) => data.message);
}

/** `POST /auth/login/otp`: a session for the right OTP. */
export async function loginWithOtp(
  client: RestClient,
  request: { phone: RestPhone; otp: string; devices: DeviceInfo[] },
): Promise<RestOutcome<SessionModel>> {
  const { phone, otp, devices } = request;
  const outcome = await client.send({
    method: 'POST',
    path: '/auth/login/otp',
    body: { otp, number: phone.mobile, countrycode: phone.countrycode, deviceIDs: devices },
    answer: sessionAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ data }) => data);
}

/** Who signs in by password: an e-mail address, or a mobile number. */
export type PasswordLogin = { email: string } | { phone: RestPhone };

/** `POST /auth/login/password`: a session for the right e-mail or mobile and password (`number: 0` = no mobile). */
export async function loginWithPassword(
  client: RestClient,
  request: { login: PasswordLogin; password: string; devices: DeviceInfo[] },
): Promise<RestOutcome<SessionModel>> {
  const { login, password, devices } = request;
  const who = 'email' in login ? { email: login.email, number: 0 } : { number: login.phone.mobile, countrycode: login.phone.countrycode };
  const outcome = await client.send({
    method: 'POST',
    path: '/auth/login/password',
    body: { ...who, password, deviceIDs: devices },
    answer: sessionAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `POST /auth/logout` 🔒: revokes the calling token. */
export async function logout(client: RestClient): Promise<RestOutcome<string | null>> {
  const outcome = await client.send({ method: 'POST', path: '/auth/logout', body: {}, answer: messageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ message }) => message ?? null);
}
