/** Answers the proxy refuses with, before anything reaches the gateway. */
export type Refusal = { status: 403 | 413 | 415; message: string };

export const MAX_BODY_BYTES = 100_000;

/**
 * Operations whose payload carries an api token. Signing in goes through `/api/auth/*`, which keeps the
 * token in the httpOnly session cookie; through this proxy it would land in browser JavaScript.
 * A field name cannot be escaped or split in a GraphQL document, so a plain search cannot be bypassed.
 */
const TOKEN_ISSUING_FIELDS = /\bsignInWith(?:Password|Otp)\b/;

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

export function refuseBody(body: string): Refusal | null {
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  if (TOKEN_ISSUING_FIELDS.test(body)) {
    return { status: 403, message: 'Sign in through /api/auth: sign-in operations are not served here' };
  }
  return null;
}
