import { SPEC_MESSAGES as M } from '@pilgrim/schema/rules';
import type { UserErrorCode } from '../generated/resolvers-types.ts';
import { signInRequiredError, type MutationUserError, type UpstreamRefusal } from './user-error.ts';

/** How the refusals of one upstream call become a user error; each domain writes one per call (spec §8 for accounts). */
export type RefusalPolicy = (
  | /** The spec fixes the text whatever the server says. */ { fixed: string }
  | /** The spec shows the server's message, or this text when it sent none. */ { serverOr: string }
) & {
  /** The code whatever the status; else by status (400, 401, 404, 409, 429), else `REJECTED`. */
  code?: UserErrorCode;
  /** The input field whatever the message; else `fieldOf` the message. */
  field?: string;
  /** The text of a 5xx (default: 'Something unexpected happened or please try again later.'). */
  unexpected?: string;
  /** A user route (🔒): a 401 means the caller is not signed in (any more). */
  userRoute?: boolean;
  /** The input field a known server message is about. */
  fieldOf?: (message: string) => string | null;
  /** Statuses whose server message is shown as is, with their code and field (e.g. a 403 the spec has no text for); a null field is `fieldOf` the message. */
  serverMessageAs?: Readonly<Partial<Record<number, { code: UserErrorCode; field: string | null }>>>;
};

const CODE_BY_STATUS: Readonly<Record<number, UserErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  409: 'ALREADY_REGISTERED',
  429: 'RATE_LIMITED',
};

/**
 * Maps an upstream refusal to the user error `policy` prescribes. Before the policy's own text: a 5xx is
 * the spec's generic failure (not the user's fault), a 401 on a user route asks the caller to sign in,
 * a 429 shows the server's wait message; then the statuses the policy shows as is (`serverMessageAs`);
 * then a 409 is the server's 'already registered' message (accounts).
 */
export function userErrorForRefusal(policy: RefusalPolicy, refusal: UpstreamRefusal): MutationUserError {
  const { status } = refusal;
  const serverMessage = refusal.message?.trim() || null;
  const fieldOf = (message: string) => policy.fieldOf?.(message) ?? null;
  if (status >= 500) return { code: 'REJECTED', message: policy.unexpected ?? M.unexpected, field: null };
  if (status === 401 && policy.userRoute) return signInRequiredError();
  const fallback = 'fixed' in policy ? policy.fixed : policy.serverOr;
  if (status === 429) {
    const message = serverMessage ?? fallback;
    return { code: 'RATE_LIMITED', message, field: fieldOf(message) };
  }
  const shownAsIs = policy.serverMessageAs?.[status];
  if (shownAsIs && serverMessage) return { code: shownAsIs.code, message: serverMessage, field: shownAsIs.field ?? fieldOf(serverMessage) };
  if (status === 409 && serverMessage) return { code: 'ALREADY_REGISTERED', message: serverMessage, field: fieldOf(serverMessage) };
  const message = 'fixed' in policy ? policy.fixed : (serverMessage ?? policy.serverOr);
  return { code: policy.code ?? CODE_BY_STATUS[status] ?? 'REJECTED', message, field: policy.field ?? fieldOf(message) };
}
