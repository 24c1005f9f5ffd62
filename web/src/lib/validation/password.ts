import { NEW_PASSWORD_RULES } from '@pilgrim/schema/rules';
import { z } from './zod';
import { isPresent, ruledString } from './fields';
import { validationMessages as m } from './messages';

/** The special characters a new password needs one of (spec §5). */
export { PASSWORD_SPECIAL_CHARACTERS } from '@pilgrim/schema/rules';

/** A new password: the five rules of spec §5 in order; only the first failing rule's message shows. */
export const newPasswordSchema = ruledString(NEW_PASSWORD_RULES);

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
