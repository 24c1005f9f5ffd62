import { OTP_PATTERN, SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import { z } from 'zod';

/** Spec §5: an OTP is exactly 4 digits, else 'Please Enter OTP'. */
export const otpField = z.string().trim().regex(OTP_PATTERN, M.otpRequired);

/** Spec §5: required and well formed; sent lower-cased. */
export const emailField = z
  .string()
  .trim()
  .min(1, M.emailRequired)
  .pipe(z.email(M.emailInvalid))
  .transform((email) => email.toLowerCase());

export const requiredText = (message: string) => z.string().trim().min(1, message);
