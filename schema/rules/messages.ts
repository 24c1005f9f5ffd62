/**
 * The texts of the spec's §5 validation table and §8 error catalogue, verbatim (typos included): the one
 * place the gateway and the web read them from. The api keeps its own copy; a test there checks it matches.
 */
export const SPEC_MESSAGES = {
  // §5, login, sign-up and password forms
  emailRequired: 'E-mail is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New Password is required',
  newPasswordTooShort: 'Password must be at least 8 characters long',
  newPasswordNeedsLetter: 'Password must contain at least one letter',
  newPasswordNeedsNumber: 'Password must contain at least one number',
  newPasswordNeedsSpecial: 'Password must contain at least one special character: @$!%*#?&',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  loginPhoneRequired: 'Phone number must be required',
  /** 'Phone on blur' (§5) and the phone validator (§8). */
  phoneInvalid: 'Invalid phone number',
  signUpMobileRequired: 'Phone no is required',
  // §5, call widget, price request and enquiry
  phoneRequired: 'Phone number is required',
  nameRequired: 'Name is required',
  enquiryNameTooShort: 'Name must be at least 3 characters',
  enquiryEmailInvalid: 'Enter a valid email address',
  enquiryPhoneTooShort: 'Phone number must be at least 10 digits',
  enquiryPackageRequired: 'Package is required',
  enquiryPersonRequired: 'Person is required',
  // §5 OTP rule and §8
  otpRequired: 'Please Enter OTP',
  otpNotVerified: "Pls verify OTP, It's sent on your registered mobile number",
  otpInvalidInline: 'Please enter valid OTP',
  // §8 error catalogue
  otpInvalid: 'Invalid OTP',
  mobileInvalid: 'Invalid mobile number',
  credentialsInvalid: 'Invalid username or password',
  loginPhoneInvalid: 'Please enter a valid phone number',
  unexpected: 'Something unexpected happened or please try again later.',
  unexpectedRetry: 'Some unexpected error occurred, Pls try again later.',
  noOptionsFound: 'No options found',
  somethingWentWrong: 'Oops, something went wrong!',
  // §8 success messages
  welcomeUser: 'Welcome user',
  signInOtpSent: 'Please check OTP sent on your phone number',
  querySubmitted: 'Query submitted successfully soon you will notified',
  mobileOtpSent: 'OTP has been sent to the mobile for verify',
  thankYou: 'Thank You',
} as const;

export type SpecMessageKey = keyof typeof SPEC_MESSAGES;
