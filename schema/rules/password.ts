import { SPEC_MESSAGES as M } from './messages.ts';

/** Spec §9: login and sign-up passwords have at least 7 characters. */
export const MIN_PASSWORD_LENGTH = 7;

/** Spec §9: a new password has at least 8 characters. */
export const MIN_NEW_PASSWORD_LENGTH = 8;

/** Spec §5: the special characters a new password needs one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

/** One rule of a text field: the value passes when `holds` is true, else `message` shows. */
export type TextRule = readonly [holds: (value: string) => boolean, message: string];

/** Spec §5 new-password rules, in the table's order: a password breaking several reports the first. */
export const NEW_PASSWORD_RULES: readonly TextRule[] = [
  [(password) => password !== '', M.newPasswordRequired],
  [(password) => password.length >= MIN_NEW_PASSWORD_LENGTH, M.newPasswordTooShort],
  [(password) => /[A-Za-z]/.test(password), M.newPasswordNeedsLetter],
  [(password) => /\d/.test(password), M.newPasswordNeedsNumber],
  [(password) => [...PASSWORD_SPECIAL_CHARACTERS].some((special) => password.includes(special)), M.newPasswordNeedsSpecial],
];

/** The message of the first rule `value` breaks, or null when it keeps them all. */
export function firstBrokenRule(rules: readonly TextRule[], value: string): string | null {
  return rules.find(([holds]) => !holds(value))?.[1] ?? null;
}

/** Spec §5 'Confirm password': required, and equal to the new password. */
export function confirmPasswordProblem(newPassword: string, confirmPassword: string): string | null {
  if (confirmPassword === '') return M.confirmPasswordRequired;
  return confirmPassword === newPassword ? null : M.passwordsMustMatch;
}
