/** The texts of the OTP routes and rules (api/CONTRACT.md "Accounts"); accounts answers them too. */
export const OTP_MESSAGES = {
  mobileOtpSent: 'OTP has been sent to the mobile for verify',
  otpVerified: 'OTP verified',
  invalidOtp: 'Invalid OTP',
  otpHourlyCap: 'Too many OTP requests. Please try again after an hour',
  otpWrongTries: (hours: number) => `Too many wrong OTPs. Please try again after ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  otpWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
} as const;
