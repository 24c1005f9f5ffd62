import { z } from './zod';
import { isPresent, ruledString } from './fields';
import { newPasswordSchema } from './password';
import { validationMessages as m } from './messages';

/** The gateway's text for an empty current password (its `changePassword` input check). */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NAME_MAX = 50;

/** 'Change password': the current one, then the new one and its confirmation by the spec §5 table. */
export const changePasswordSchema = z
  .object({
    currentPassword: ruledString([[isPresent, CURRENT_PASSWORD_REQUIRED]]),
    newPassword: newPasswordSchema,
    confirmPassword: ruledString([[isPresent, m.confirmPasswordRequired]]),
  })
  .refine((values) => values.confirmPassword === '' || values.confirmPassword === values.newPassword, {
    error: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** 'Edit profile': first and last name, as `updateProfile` takes them (at most 50 characters each). */
export const editProfileSchema = z.object({
  firstname: z.string().trim().max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  lastname: z.string().trim().max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
});

export type EditProfileValues = z.input<typeof editProfileSchema>;
