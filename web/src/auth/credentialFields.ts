/**
 * The form fields the two next-auth credentials providers accept (spec §3 payloads). Shared by the
 * browser helpers (`credentials.ts`) and the providers' `authorize` (`parseCredentials.ts`).
 */
export const passwordProviderId = 'password';
export const otpProviderId = 'otp';

export type CredentialsProviderId = typeof passwordProviderId | typeof otpProviderId;

/** `number` is '0' when signing in by e-mail, else the national mobile number. */
export type PasswordCredentialFields = {
  email: string;
  password: string;
  number: string;
  countrycode: string;
  /** JSON text of `DeviceInfo[]`. */
  deviceIDs: string;
};

export type OtpCredentialFields = {
  otp: string;
  number: string;
  countrycode: string;
  /** JSON text of `DeviceInfo[]`. */
  deviceIDs: string;
};

/** The `number` value of a sign-in by e-mail. */
export const signInByEmailNumber = '0';

export const defaultCountryCode = '+91';

/** The messages the spec shows when a sign-in fails (§8) and no better reason is known. */
export const signInFailedMessages: Record<CredentialsProviderId, string> = {
  password: 'Invalid username or password',
  otp: 'Invalid OTP',
};
