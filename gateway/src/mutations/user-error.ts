import type { UserErrorCode } from '../generated/resolvers-types.ts';

/** An expected failure of a mutation, as `UserError` shows it. */
export interface MutationUserError {
  code: UserErrorCode;
  message: string;
  field: string | null;
}

/** What the gateway knows of an upstream refusal: its HTTP status and the api's `message`. */
export interface UpstreamRefusal {
  status: number;
  message: string | null;
}

/** CONTRACT.md's answer to a user route (🔒) called without a user token. */
export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue';

/** A user mutation called without a user token, or with one the api refused. */
export function signInRequiredError(): MutationUserError {
  return { code: 'UNAUTHENTICATED', message: SIGN_IN_TO_CONTINUE, field: null };
}
