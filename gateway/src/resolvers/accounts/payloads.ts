import { OTP_RESEND_SECONDS } from '../../domain/accounts/messages.ts';
import type { AccountUserError } from '../../domain/accounts/user-errors.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import type { PasswordReset, ResetToken } from '../../rest/accounts/password-reset.ts';
import type { SessionModel, UserProfileModel } from '../../rest/accounts/types.ts';
import type { PendingUser, VerifiedUser } from '../../rest/accounts/sign-up.ts';
import type { RestFailure } from '../../rest/outcome.ts';

/** The payloads of the account mutations, for success and for user errors. */

type OtpSentPayload = ResolversTypes['OtpSentPayload'];
type SignInPayload = ResolversTypes['SignInPayload'];
type MessagePayload = ResolversTypes['MessagePayload'];

export const otpSent = (message: string | null): OtpSentPayload => ({
  sent: true,
  message,
  resendAfterSeconds: OTP_RESEND_SECONDS,
  userErrors: [],
});

/** Nothing sent; after a 429 the wait comes from `retry-after` (the full countdown when it is missing). */
export const otpNotSent = (userErrors: AccountUserError[], refusal: RestFailure | null): OtpSentPayload => ({
  sent: false,
  message: null,
  resendAfterSeconds: refusal?.status === 429 ? (refusal.retryAfterSeconds ?? OTP_RESEND_SECONDS) : 0,
  userErrors,
});

/** The session's user is the viewer: no extra `/user` call. */
export const signedIn = (session: SessionModel): SignInPayload => ({
  token: session.token,
  expiresAt: session.expiresAt,
  viewer: session.user,
  userErrors: [],
});

export const notSignedIn = (userErrors: AccountUserError[]): SignInPayload => ({
  token: null,
  expiresAt: null,
  viewer: null,
  userErrors,
});

export const signedUp = ({ userId, mobile, message }: PendingUser): ResolversTypes['SignUpPayload'] => ({
  userId,
  mobile: String(mobile),
  message,
  userErrors: [],
});

export const notSignedUp = (userErrors: AccountUserError[]): ResolversTypes['SignUpPayload'] => ({
  userId: null,
  mobile: null,
  message: null,
  userErrors,
});

export const signUpVerified = ({ message }: VerifiedUser): ResolversTypes['VerifySignUpOtpPayload'] => ({
  verified: true,
  message,
  userErrors: [],
});

export const signUpNotVerified = (userErrors: AccountUserError[]): ResolversTypes['VerifySignUpOtpPayload'] => ({
  verified: false,
  message: null,
  userErrors,
});

export const resetOtpVerified = ({ verifyToken, message }: ResetToken): ResolversTypes['VerifyPasswordResetOtpPayload'] => ({
  verifyToken,
  message,
  userErrors: [],
});

export const resetOtpNotVerified = (userErrors: AccountUserError[]): ResolversTypes['VerifyPasswordResetOtpPayload'] => ({
  verifyToken: null,
  message: null,
  userErrors,
});

export const passwordReset = (reset: PasswordReset): ResolversTypes['ResetPasswordPayload'] => ({ ...reset, userErrors: [] });

export const passwordNotReset = (userErrors: AccountUserError[]): ResolversTypes['ResetPasswordPayload'] => ({
  message: null,
  email: null,
  mobile: null,
  userErrors,
});

export const messageOk = (message: string | null): MessagePayload => ({ ok: true, message, userErrors: [] });

export const messageFailed = (userErrors: AccountUserError[]): MessagePayload => ({ ok: false, message: null, userErrors });

export const profileUpdated = (viewer: UserProfileModel): ResolversTypes['UpdateProfilePayload'] => ({ viewer, userErrors: [] });

export const profileNotUpdated = (userErrors: AccountUserError[]): ResolversTypes['UpdateProfilePayload'] => ({
  viewer: null,
  userErrors,
});

export const emailConfirmed = (viewer: UserProfileModel): ResolversTypes['ConfirmEmailPayload'] => ({ viewer, userErrors: [] });

export const emailNotConfirmed = (userErrors: AccountUserError[]): ResolversTypes['ConfirmEmailPayload'] => ({
  viewer: null,
  userErrors,
});
