import {
  confirmPasswordProblem,
  firstBrokenRule,
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_RULES,
  SPEC_MESSAGES as M,
} from '@pilgrim/schema/rules';
import { z } from 'zod';

/** Login and sign-up: at least 7 characters, and the spec has one text for both rules. */
export const passwordField = z.string().min(MIN_PASSWORD_LENGTH, M.passwordRequired);

/** Checks `newPassword` and `confirmPassword` (spec §5); each field reports its first failing rule. */
export function checkNewPassword(fields: { newPassword: string; confirmPassword: string }, context: z.RefinementCtx): void {
  const { newPassword, confirmPassword } = fields;
  const broken = firstBrokenRule(NEW_PASSWORD_RULES, newPassword);
  if (broken !== null) context.addIssue({ code: 'custom', path: ['newPassword'], message: broken });
  const confirmProblem = confirmPasswordProblem(newPassword, confirmPassword);
  if (confirmProblem !== null) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: confirmProblem });
}
