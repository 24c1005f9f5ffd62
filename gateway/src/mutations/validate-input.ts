import type { z } from 'zod';
import type { UserErrorCode } from '../generated/resolvers-types.ts';
import type { MutationUserError } from './user-error.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; userErrors: MutationUserError[] };

/** The `params` a custom zod issue carries to choose its user error code (e.g. `NOT_FOUND` for an ID of another type). */
export const userErrorCodeParams = (userErrorCode: UserErrorCode) => ({ params: { userErrorCode } });

function codeOf(issue: z.core.$ZodIssue, field: string): UserErrorCode {
  const chosen = issue.code === 'custom' ? (issue.params as { userErrorCode?: UserErrorCode } | undefined)?.userErrorCode : undefined;
  return chosen ?? (field === 'otp' ? 'INVALID_OTP' : 'INVALID_INPUT');
}

/**
 * Validates a mutation input: the normalised value, or one user error per field (its first problem).
 * OTP problems carry `INVALID_OTP`, a custom issue the code of its `userErrorCodeParams`, the rest `INVALID_INPUT`.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const byField = new Map<string, MutationUserError>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (byField.has(field)) continue;
    byField.set(field, { code: codeOf(issue, field), message: issue.message, field: field || null });
  }
  return { ok: false, userErrors: [...byField.values()] };
}
