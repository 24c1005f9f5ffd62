import { signIn } from 'next-auth/react';
import { getDeviceInfo } from '../lib/device/deviceInfo';
import {
  defaultCountryCode,
  otpProviderId,
  passwordProviderId,
  signInByEmailNumber,
  signInFailedMessages,
  type CredentialsProviderId,
  type OtpCredentialFields,
  type PasswordCredentialFields,
} from './credentialFields';

export * from './credentialFields';

export type SignInResult = { ok: true } | { ok: false; message: string };

/** The codes next-auth reports instead of a message (a thrown `authorize` message comes through as is). */
const nextAuthErrorCodes = new Set(
  [
    'AccessDenied',
    'Callback',
    'Configuration',
    'CredentialsSignin',
    'Default',
    'EmailCreateAccount',
    'EmailSignin',
    'OAuthAccountNotLinked',
    'OAuthCallback',
    'OAuthCreateAccount',
    'OAuthSignin',
    'SessionRequired',
    'Signin',
    'Verification',
  ].map((code) => code.toLowerCase()),
);

/**
 * The message of a failed sign-in: what `authorize` threw (the gateway's wording: a wrong code, a rate
 * limit, an outage), or the spec's message (§8) when next-auth gives only one of its generic codes.
 */
export function signInFailureMessage(provider: CredentialsProviderId, error: string | null | undefined): string {
  const message = error?.trim();
  if (!message || nextAuthErrorCodes.has(message.toLowerCase())) return signInFailedMessages[provider];
  return message;
}

/** Browser only: posts the fields to next-auth's callback endpoint without leaving the page. */
async function signInWith(
  provider: CredentialsProviderId,
  fields: Omit<PasswordCredentialFields, 'deviceIDs'> | Omit<OtpCredentialFields, 'deviceIDs'>,
): Promise<SignInResult> {
  try {
    const result = await signIn(provider, {
      redirect: false,
      ...fields,
      deviceIDs: JSON.stringify([getDeviceInfo()]),
    });
    if (result?.ok && !result.error) return { ok: true };
    return { ok: false, message: signInFailureMessage(provider, result?.error) };
  } catch {
    // Network failure: the spec's message, like any sign-in that failed without a reason.
    return { ok: false, message: signInFailedMessages[provider] };
  }
}

/** Signs in by e-mail (when `email` is given) or by mobile number, with a password. */
export function signInWithPassword(input: {
  email?: string;
  number?: string;
  countrycode?: string;
  password: string;
}): Promise<SignInResult> {
  const byEmail = Boolean(input.email);
  return signInWith(passwordProviderId, {
    email: input.email ?? '',
    password: input.password,
    number: byEmail ? signInByEmailNumber : (input.number ?? ''),
    countrycode: input.countrycode ?? defaultCountryCode,
  });
}

/** Signs in with the 4-digit OTP sent by `requestSignInOtp`. */
export function signInWithOtp(input: { otp: string; number: string; countrycode: string }): Promise<SignInResult> {
  return signInWith(otpProviderId, { otp: input.otp, number: input.number, countrycode: input.countrycode });
}
