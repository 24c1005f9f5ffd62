import { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import { MSG } from './messages.ts';

/** Spec §9: at least 7 at login and sign-up; 8 when setting a new password. */
export const LOGIN_PASSWORD_MIN = 7;
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_SPECIALS = '@$!%*#?&';

const text = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage);

/** Login and sign-up password (spec §5): required, at least 7 — one message for both. */
export const loginPasswordSchema = text(MSG.passwordRequired).min(LOGIN_PASSWORD_MIN, MSG.passwordRequired);

/** New password and its confirmation (spec §5), checked in the table's order; the first failing rule wins. */
export const newPasswordSchema = z
  .object({
    newpassword: text(MSG.newPasswordRequired)
      .min(NEW_PASSWORD_MIN, MSG.newPasswordTooShort)
      .regex(/[A-Za-z]/, MSG.newPasswordNeedsLetter)
      .regex(/\d/, MSG.newPasswordNeedsNumber)
      .regex(/[@$!%*#?&]/, MSG.newPasswordNeedsSpecial),
    confirmpassword: text(MSG.confirmPasswordRequired),
  })
  .refine((value) => value.newpassword === value.confirmpassword, { message: MSG.passwordsMustMatch, path: ['confirmpassword'] });

/** E-mail of a sign-in or sign-up (spec §5): required, valid format; trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .pipe(z.email(MSG.invalidEmail))
  .transform((email) => email.toLowerCase());

/** Parses with a rule set; a failure is a 400 carrying the first failing rule's exact message. */
export function checkRules<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid input');
}
