/** The account texts of the spec (§5 validation table, §8 error catalogue), verbatim, typos included. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  invalidOtp: 'Invalid OTP',
  enterOtp: 'Please Enter OTP',
  invalidSignInPhone: 'Please enter a valid phone number',
  invalidMobile: 'Invalid mobile number',
  /** Spec §5, 'Phone on blur': an invalid number typed into a form. */
  invalidPhone: 'Invalid phone number',
  signInPhoneRequired: 'Phone number must be required',
  signUpPhoneRequired: 'Phone no is required',
  emailRequired: 'E-mail is required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New Password is required',
  newPasswordLength: 'Password must be at least 8 characters long',
  newPasswordLetter: 'Password must contain at least one letter',
  newPasswordDigit: 'Password must contain at least one number',
  newPasswordSpecial: 'Password must contain at least one special character: @$!%*#?&',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  unexpected: 'Something unexpected happened or please try again later.',
  /** Spec §8 success text of a sign-in OTP request. */
  signInOtpSent: 'Please check OTP sent on your phone number',
  /** CONTRACT.md's answer to a password-reset request (known or unknown address alike). */
  resetOtpSent: 'OTP has been sent to your registered e-mail',
  /** CONTRACT.md's answer to an e-mail confirmation request. */
  emailOtpSent: 'OTP has been sent to your e-mail',
  /** CONTRACT.md's answer to a user route called without a user token. */
  signInToContinue: 'Please sign in to continue',
} as const;

/** Spec §9: the resend countdown. */
export const OTP_RESEND_SECONDS = 60;

/** Spec §9 and §5: login and sign-up passwords have at least 7 characters, new passwords at least 8. */
export const MIN_PASSWORD_LENGTH = 7;
export const MIN_NEW_PASSWORD_LENGTH = 8;
