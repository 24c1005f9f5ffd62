import { ApiError } from '../http/errors.ts';
import { MSG } from './messages.ts';

/** The unique index a PostgreSQL error (possibly wrapped by drizzle as `cause`) violated, if any. */
function violatedConstraint(error: unknown): string | null {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/** A concurrent sign-up that won the race on the e-mail or mobile index becomes the same 409 as a sequential one. */
export async function translateUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'users_confirmed_email_idx') throw new ApiError(409, MSG.emailTaken);
    if (constraint === 'users_mobile_idx') throw new ApiError(409, MSG.mobileTaken);
    throw error;
  }
}
