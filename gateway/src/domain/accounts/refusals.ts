import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import type { RefusalPolicy } from '../../mutations/refusals.ts';

/** Each upstream call of the account mutations whose refusal becomes a `UserError`. */
export type AccountFlow =
  | 'signInWithPassword'
  | 'signInWithOtp'
  | 'verifySignUpOtp'
  | 'verifyPasswordResetOtp'
  | 'requestSignInOtp'
  | 'resendOtp'
  | 'resendVerifyMobileOtp'
  | 'signUp'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'changePassword'
  | 'updateProfile'
  | 'requestEmailConfirmation'
  | 'confirmEmail'
  | 'signOut';

/** The input field a known server message is about (CONTRACT.md texts and the §5 new-password rules). */
const FIELD_BY_SERVER_MESSAGE: Readonly<Record<string, string>> = {
  'E-mail is already registered': 'email',
  'Mobile number is already registered': 'mobile',
  'Current password is incorrect': 'currentPassword',
  'Invalid or expired reset token': 'verifyToken',
  [M.otpInvalid]: 'otp',
  [M.mobileInvalid]: 'mobile',
  [M.loginPhoneInvalid]: 'mobile',
  [M.newPasswordRequired]: 'newPassword',
  [M.newPasswordTooShort]: 'newPassword',
  [M.newPasswordNeedsLetter]: 'newPassword',
  [M.newPasswordNeedsNumber]: 'newPassword',
  [M.newPasswordNeedsSpecial]: 'newPassword',
  [M.confirmPasswordRequired]: 'confirmPassword',
  [M.passwordsMustMatch]: 'confirmPassword',
};

const fieldOf = (message: string): string | null => FIELD_BY_SERVER_MESSAGE[message] ?? null;

/**
 * Spec §8, flow by flow. The user routes (🔒) ask the caller to sign in on a 401; a password sign-in shows
 * the server's 'confirm your e-mail' hint of a 403 (only answered after the right password).
 */
const FLOW_POLICIES: Record<AccountFlow, RefusalPolicy> = {
  signInWithPassword: {
    fixed: M.credentialsInvalid,
    code: 'INVALID_CREDENTIALS',
    serverMessageAs: { 403: { code: 'EMAIL_NOT_CONFIRMED', field: 'email' } },
  },
  confirmEmail: { fixed: M.otpInvalid, code: 'INVALID_OTP', field: 'otp', userRoute: true },
  signInWithOtp: { fixed: M.otpInvalid, code: 'INVALID_OTP', field: 'otp' },
  verifySignUpOtp: { fixed: M.otpInvalid, code: 'INVALID_OTP', field: 'otp' },
  verifyPasswordResetOtp: { fixed: M.otpInvalid, code: 'INVALID_OTP', field: 'otp' },
  requestSignInOtp: { fixed: M.loginPhoneInvalid, field: 'mobile' },
  resendOtp: { serverOr: M.otpInvalid },
  resendVerifyMobileOtp: { serverOr: M.mobileInvalid },
  signUp: { serverOr: M.unexpected },
  requestPasswordReset: { serverOr: M.unexpected },
  resetPassword: { serverOr: M.unexpected },
  changePassword: { serverOr: M.unexpected, userRoute: true },
  updateProfile: { serverOr: M.unexpected, userRoute: true },
  requestEmailConfirmation: { serverOr: M.unexpected, userRoute: true },
  signOut: { serverOr: M.unexpected, userRoute: true },
};

/** How the refusals of an account flow become the spec's user errors. */
export const accountRefusal = (flow: AccountFlow): RefusalPolicy => ({ ...FLOW_POLICIES[flow], fieldOf });
