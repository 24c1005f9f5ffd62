import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { z } from 'zod';
import { checkPhone, restPhoneOf, type PhoneMessages } from '../../mutations/fields/phone-field.ts';
import { checkNewPassword, passwordField } from '../../mutations/fields/password.ts';
import { emailField, otpField, requiredText } from '../../mutations/fields/text.ts';
import type { PasswordLogin } from '../../rest/accounts/sign-in.ts';
import { devicesField } from './devices.ts';

/**
 * One zod schema per account mutation input. Each checks the fields with the spec's texts and turns the
 * input into what the REST call takes (the api's phone pair, the `deviceIDs` list, a lower-cased e-mail).
 */

const phonePair = { mobile: z.string(), countryCode: z.string() };

/**
 * Spec §5: the login phone answers 'Phone number must be required' when empty or invalid; other forms
 * (sign-up, password sign-in by mobile) answer 'Invalid phone number' for an invalid number. §8 keeps
 * 'Please enter a valid phone number' and 'Invalid mobile number' for the server refusing a number.
 */
const SIGN_IN_PHONE: PhoneMessages = { required: M.loginPhoneRequired, invalid: M.loginPhoneRequired };
const OTHER_PHONE: PhoneMessages = { required: M.signUpMobileRequired, invalid: M.phoneInvalid };

export const requestSignInOtpInput = z
  .object({ ...phonePair, device: devicesField })
  .superRefine(checkPhone(SIGN_IN_PHONE))
  .transform((input) => ({ phone: restPhoneOf(input), devices: input.device }));

export const signInWithOtpInput = z
  .object({ ...phonePair, otp: otpField, device: devicesField })
  .superRefine(checkPhone(SIGN_IN_PHONE))
  .transform((input) => ({ phone: restPhoneOf(input), otp: input.otp, devices: input.device }));

/** By e-mail when one is given, else by mobile number (dial code +91 by default). */
export const signInWithPasswordInput = z
  .object({
    email: z.string().trim().nullish(),
    mobile: z.string().trim().nullish(),
    countryCode: z.string().nullish(),
    password: passwordField,
    device: devicesField,
  })
  .superRefine((input, context) => {
    if (input.email) {
      const email = emailField.safeParse(input.email);
      if (!email.success) context.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
    } else if (input.mobile) checkPhone(OTHER_PHONE)(input, context);
    else context.addIssue({ code: 'custom', path: ['email'], message: M.emailRequired });
  })
  .transform((input) => {
    const login: PasswordLogin = input.email ? { email: emailField.parse(input.email) } : { phone: restPhoneOf(input) };
    return { login, password: input.password, devices: input.device };
  });

export const signUpInput = z
  .object({ email: emailField, ...phonePair, password: passwordField, device: devicesField })
  .superRefine(checkPhone(OTHER_PHONE))
  .transform((input) => ({ email: input.email, password: input.password, phone: restPhoneOf(input), devices: input.device }));

export const verifySignUpOtpInput = z.object({
  userId: requiredText('User ID is required'),
  otp: otpField,
  device: devicesField,
});

/** A resend reports any bad number as 'Invalid mobile number'. */
export const resendOtpInput = z
  .object({ ...phonePair, purpose: z.enum(['SIGN_UP', 'SIGN_IN', 'VERIFY_MOBILE']), userId: z.string().trim().max(64).nullish() })
  .superRefine(checkPhone({ required: M.mobileInvalid, invalid: M.mobileInvalid }))
  .transform((input) => ({ phone: restPhoneOf(input), purpose: input.purpose, userId: input.userId || undefined }));

/** The e-mail confirmation code: 4 digits (spec §5 'Please Enter OTP'). */
export const confirmEmailInput = z.object({ otp: otpField });

export const requestPasswordResetInput = z.object({ email: emailField });

export const verifyPasswordResetOtpInput = z.object({ email: emailField, otp: otpField });

export const resetPasswordInput = z
  .object({ verifyToken: requiredText('Reset token is required'), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkNewPassword);

export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkNewPassword);

const nameField = (label: string) =>
  z
    .string()
    .trim()
    .max(50, `${label} must be at most 50 characters`)
    .nullish()
    .transform((name) => name ?? undefined);

export const updateProfileInput = z.object({ firstname: nameField('First name'), lastname: nameField('Last name') });
