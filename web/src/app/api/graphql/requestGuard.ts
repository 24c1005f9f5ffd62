import { parseRequestDocument, selectsAnyField } from './graphqlDocument';
import { TOKEN_ISSUING_FIELDS } from './tokenFields';

/** Answers the proxy refuses with, before anything reaches the gateway. */
export type Refusal = { status: 400 | 403 | 413 | 415; message: string };

export const MAX_BODY_BYTES = 100_000;

/**
 * Refuses what this same-origin proxy must not forward with the user's cookie: cross-site requests
 * (defence in depth beside the SameSite cookie), non-JSON bodies (so no "simple" cross-site form post
 * gets through), bodies that are too large, and operations that would hand an api token to the page.
 */
export function refuseBeforeBody(headers: Headers, requestUrl: string, allowedOrigins: readonly string[]): Refusal | null {
  if (headers.get('sec-fetch-site') === 'cross-site') return { status: 403, message: 'Cross-site requests are not allowed' };
  const origin = headers.get('origin');
  if (origin !== null && origin !== new URL(requestUrl).origin && !allowedOrigins.includes(origin)) {
    return { status: 403, message: 'Cross-site requests are not allowed' };
  }
  if (!(headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { status: 415, message: 'Send GraphQL requests as application/json' };
  }
  const declaredLength = Number(headers.get('content-length') ?? '0');
  if (declaredLength > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  return null;
}

/**
 * Decides on the parsed request, never on its text (JSON escapes such as `sign\u0049nWithPassword` would
 * hide a name from a text search): the document must parse, and no field of it may return an api token.
 * Signing in goes through `/api/auth/*`, which keeps the token in the httpOnly session cookie; through
 * this proxy it would land in browser JavaScript.
 */
export function refuseBody(body: string): Refusal | null {
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  const parsed = parseRequestDocument(body);
  if (!('document' in parsed)) return parsed;
  if (selectsAnyField(parsed.document, TOKEN_ISSUING_FIELDS)) {
    return { status: 403, message: 'Sign in through /api/auth: sign-in operations are not served here' };
  }
  return null;
}
