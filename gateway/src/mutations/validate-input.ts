import type { z } from 'zod';
import type { MutationUserError } from './user-error.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; userErrors: MutationUserError[] };

/**
 * Validates a mutation input: the normalised value, or one user error per field (its first problem).
 * OTP problems carry `INVALID_OTP`, the rest `INVALID_INPUT`.
 */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const byField = new Map<string, MutationUserError>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (byField.has(field)) continue;
    byField.set(field, { code: field === 'otp' ? 'INVALID_OTP' : 'INVALID_INPUT', message: issue.message, field: field || null });
  }
  return { ok: false, userErrors: [...byField.values()] };
}
