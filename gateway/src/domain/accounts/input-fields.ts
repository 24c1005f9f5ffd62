import { z } from 'zod';
import type { DeviceInfo, RestPhone } from '../../rest/accounts/types.ts';
import { ACCOUNT_MESSAGES as M, MIN_NEW_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './messages.ts';
import { parseNationalPhone } from './phone.ts';

/** The building blocks of the account input schemas: one rule set per kind of field, spec §5 texts. */

export const otpField = z.string().trim().regex(/^\d{4}$/, M.enterOtp);

export const emailField = z
  .string()
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email(M.invalidEmail))
  .transform((email) => email.toLowerCase());

/** Login and sign-up: at least 7 characters, and the spec has one text for both rules. */
export const passwordField = z.string().min(MIN_PASSWORD_LENGTH, M.passwordRequired);

export const requiredText = (message: string) => z.string().trim().min(1, message);

const DEVICE_NAMES = ['samsung', 'iphone', 'pixel', 'redmi', 'windows', 'unknown'] as const;
const DEVICE_TYPES = ['android', 'ios', 'web'] as const;

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value ?? '');

const deviceField = z
  .object({
    deviceID: z.string().trim().min(1, 'Device ID is required').max(200, 'Device ID is too long'),
    deviceName: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(DEVICE_NAMES, `Device name must be one of ${DEVICE_NAMES.join(', ')}`)),
    modelNo: optionalText,
    operaingSystem: optionalText,
    firebaseToken: z.string().trim().max(4096).nullish(),
    deviceType: z.string().trim().toLowerCase().pipe(z.enum(DEVICE_TYPES, `Device type must be one of ${DEVICE_TYPES.join(', ')}`)),
  })
  .transform(({ firebaseToken, ...device }): DeviceInfo => (firebaseToken ? { ...device, firebaseToken } : device));

/** `device: DeviceInfoInput` becomes the contract's `deviceIDs` list: one entry, or none when absent. */
export const devicesField = deviceField.nullish().transform((device): DeviceInfo[] => (device ? [device] : []));

export interface PhoneMessages {
  required: string;
  invalid: string;
}

interface PhoneFields {
  mobile?: string | null;
  countryCode?: string | null;
}

/**
 * Spec §5: the login phone answers 'Phone number must be required' when empty or invalid; other forms
 * (sign-up, password sign-in by mobile) answer 'Invalid phone number' for an invalid number. §8 keeps
 * 'Please enter a valid phone number' and 'Invalid mobile number' for the server refusing a number.
 */
export const SIGN_IN_PHONE: PhoneMessages = { required: M.signInPhoneRequired, invalid: M.signInPhoneRequired };
export const OTHER_PHONE: PhoneMessages = { required: M.signUpPhoneRequired, invalid: M.invalidPhone };

/** Spec §9: India (+91) unless a dial code is given. */
const dialCodeOf = (fields: PhoneFields): string => fields.countryCode?.trim() || '+91';

/** A refinement of an object's `mobile` + `countryCode` pair, reported on `mobile`. */
export const checkPhone =
  (messages: PhoneMessages) =>
  (fields: PhoneFields, context: z.RefinementCtx): void => {
    const mobile = fields.mobile?.trim() ?? '';
    if (mobile === '') context.addIssue({ code: 'custom', path: ['mobile'], message: messages.required });
    else if (parseNationalPhone(mobile, dialCodeOf(fields)) === null) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: messages.invalid });
    }
  };

/** The api's pair for a pair `checkPhone` accepted. */
export function restPhoneOf(fields: PhoneFields): RestPhone {
  const phone = parseNationalPhone(fields.mobile ?? '', dialCodeOf(fields));
  if (phone === null) throw new Error('restPhoneOf called on a phone number checkPhone refused');
  return { mobile: Number(phone.nationalNumber), countrycode: phone.countryCode };
}

/** Spec §5 new-password rules, in order: a password breaking several reports the first. */
const NEW_PASSWORD_RULES: readonly [holds: (password: string) => boolean, message: string][] = [
  [(password) => password !== '', M.newPasswordRequired],
  [(password) => password.length >= MIN_NEW_PASSWORD_LENGTH, M.newPasswordLength],
  [(password) => /[A-Za-z]/.test(password), M.newPasswordLetter],
  [(password) => /\d/.test(password), M.newPasswordDigit],
  [(password) => /[@$!%*#?&]/.test(password), M.newPasswordSpecial],
];

/** Checks `newPassword` and `confirmPassword`; each field reports its first failing rule. */
export function checkNewPassword(fields: { newPassword: string; confirmPassword: string }, context: z.RefinementCtx): void {
  const { newPassword, confirmPassword } = fields;
  const broken = NEW_PASSWORD_RULES.find(([holds]) => !holds(newPassword));
  if (broken !== undefined) context.addIssue({ code: 'custom', path: ['newPassword'], message: broken[1] });
  const confirmProblem = confirmPassword === '' ? M.confirmPasswordRequired : confirmPassword !== newPassword ? M.passwordsMustMatch : null;
  if (confirmProblem !== null) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: confirmProblem });
}
