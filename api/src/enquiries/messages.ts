import { OTP_MESSAGES } from '../otp/messages.ts';

/** Every text the enquiry routes answer with (api/CONTRACT.md "Lead capture", spec §5 and §8). */
export const ENQUIRY_MSG = {
  // spec §8
  otpSent: 'Please check OTP sent on your phone number',
  querySubmitted: 'Query submitted successfully soon you will notified',
  mobileOtpSent: OTP_MESSAGES.mobileOtpSent,
  invalidOtp: OTP_MESSAGES.invalidOtp,
  // spec §5
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters',
  emailInvalid: 'Enter a valid email address',
  packageRequired: 'Package is required',
  personRequired: 'Person is required',
  // api/CONTRACT.md
  enquiryNotFound: 'Enquiry not found',
  packageNotFound: 'Package not found',
  packagesDistinct: 'must name each package once',
  commentTooLong: 'must be at most 1000 characters',
} as const;
