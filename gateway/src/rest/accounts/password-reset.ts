import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { messageAnswer, resetOtpAnswer, resetPasswordAnswer } from './schemas.ts';

/** `POST /user/forgot-password`: e-mails a password-reset OTP to the account of that address. */
export async function forgotPassword(client: RestClient, email: string): Promise<RestOutcome<string | null>> {
  const outcome = await client.send({
    method: 'POST',
    path: '/user/forgot-password',
    body: { email },
    answer: messageAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ message }) => message ?? null);
}

export interface ResetToken {
  verifyToken: string;
  message: string | null;
}

/** `POST /user/otp-verify-for-reset`: the single-use token that allows setting a new password. */
export async function verifyResetOtp(
  client: RestClient,
  request: { email: string; otp: string },
): Promise<RestOutcome<ResetToken>> {
  const outcome = await client.send({
    method: 'POST',
    path: '/user/otp-verify-for-reset',
    body: request,
    answer: resetOtpAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ data, message }) => ({ verifyToken: data.verifiyToken, message: data.message ?? message ?? null }));
}

export interface PasswordReset {
  message: string;
  email: string | null;
  mobile: string | null;
}

/** `PUT /user/reset-password`: sets the new password and revokes the account's tokens. */
export async function resetPassword(
  client: RestClient,
  request: { verifyToken: string; newPassword: string; confirmPassword: string },
): Promise<RestOutcome<PasswordReset>> {
  const outcome = await client.send({
    method: 'PUT',
    path: '/user/reset-password',
    body: { verifytoken: request.verifyToken, newpassword: request.newPassword, confirmpassword: request.confirmPassword },
    answer: resetPasswordAnswer,
    as: 'public',
  });
  return mapSuccess(outcome, ({ data }) => ({
    message: data.Message,
    email: data.Email ?? null,
    mobile: data.Mobile === undefined || data.Mobile === null ? null : String(data.Mobile),
  }));
}
