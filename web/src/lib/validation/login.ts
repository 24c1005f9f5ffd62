import { z } from './zod';
import { emailField, passwordField, withMobile } from './fields';
import { validationMessages as m } from './messages';
import { isValidMobile } from './phone';

/** Login by password (spec §5): e-mail required and well formed; password required, at least 7. */
export const loginPasswordSchema = z.object({
  email: emailField(m.emailRequired, m.emailInvalid),
  password: passwordField,
});

/** Login by OTP, step 1: the mobile number; empty or invalid give one message. */
export const loginPhoneSchema = withMobile({}, m.loginPhoneRequired, isValidMobile);

/** Password reset, step 1: the account's e-mail (the login e-mail's rules). */
export const passwordResetEmailSchema = z.object({
  email: emailField(m.emailRequired, m.emailInvalid),
});

export type LoginPasswordValues = z.input<typeof loginPasswordSchema>;
export type LoginPhoneValues = z.input<typeof loginPhoneSchema>;
export type LoginPhone = z.output<typeof loginPhoneSchema>;
export type PasswordResetEmailValues = z.input<typeof passwordResetEmailSchema>;
