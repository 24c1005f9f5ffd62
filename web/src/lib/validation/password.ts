import { z } from 'zod';
import { hasMinLength, isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';

/** The special characters a new password needs one of (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

/** A new password: the five rules of spec §5 in order; only the first failing rule's message shows. */
export const newPasswordSchema = ruledString([
  [isPresent, m.newPasswordRequired],
  [hasMinLength(8), m.newPasswordTooShort],
  [(value) => /[A-Za-z]/.test(value), m.newPasswordNeedsLetter],
  [(value) => /\d/.test(value), m.newPasswordNeedsNumber],
  [(value) => [...PASSWORD_SPECIAL_CHARACTERS].some((special) => value.includes(special)), m.newPasswordNeedsSpecial],
]);

/** 'Set New Password': the new password and its confirmation. */
export const setNewPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: ruledString([[isPresent, m.confirmPasswordRequired]]),
  })
  .refine((values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword, {
    error: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export type SetNewPasswordValues = z.input<typeof setNewPasswordSchema>;
