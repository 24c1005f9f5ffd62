import { OTP_MESSAGES } from '../otp/messages.ts';
import { PHONE_MESSAGES } from '../phone/phone.ts';

/** Every text the accounts routes answer with (api/CONTRACT.md "Accounts", spec §5 and §8), the OTP and phone ones included. */
export const MSG = {
  ...OTP_MESSAGES,
  ...PHONE_MESSAGES,
  signInRequired: 'Please sign in to continue',
  loginOtpSent: 'Please check OTP sent on your phone number',
  resetOtpSentByMail: 'OTP has been sent to your registered e-mail',
  resetOtpSentBySms: 'OTP has been sent to your registered mobile number',
  emailOtpSent: 'OTP has been sent to your e-mail',
  mobileVerified: 'Mobile number verified',
  emailVerified: 'E-mail verified',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  passwordReset: 'Password has been reset successfully',
  passwordChanged: 'Password changed successfully',
  invalidCredentials: 'Invalid username or password',
  /** No spec text: answered only after the right password, for an e-mail the account has not confirmed. */
  emailNotConfirmed: 'This e-mail is not confirmed yet. Please sign in with your mobile number and confirm your e-mail.',
  invalidMobile: 'Invalid mobile number',
  invalidLoginPhone: 'Please enter a valid phone number',
  emailTaken: 'E-mail is already registered',
  mobileTaken: 'Mobile number is already registered',
  invalidResetToken: 'Invalid or expired reset token',
  wrongCurrentPassword: 'Current password is incorrect',
  // spec §5
  emailRequired: 'E-mail is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  phoneRequired: 'Phone no is required',
  newPasswordRequired: 'New Password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  newPasswordNeedsLetter: 'Password must contain at least one letter',
  newPasswordNeedsNumber: 'Password must contain at least one number',
  newPasswordNeedsSpecial: 'Password must contain at least one special character: @$!%*#?&',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
} as const;
