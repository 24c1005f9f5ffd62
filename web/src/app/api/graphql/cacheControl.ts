import type { GatewayAnswer } from '@/gateway/gatewayClient';
import type { TrustedDocument } from './trustedDocuments';

/**
 * A CDN may keep a visitor's answer to a public query for a minute, and serve it stale for another while it
 * refreshes (a shared cache cannot be purged by the change notices: keep the window short).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/**
 * Every answer varies by the session cookie: a signed-in user's GET of the same URL carries their token, and its
 * answer (wishlist hearts) must not be taken from, nor stored as, a visitor's in a shared cache.
 */
export const VARY = 'Cookie';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether a GraphQL answer is a clean success: HTTP 200, JSON, and no `errors` (a partial answer is not kept). */
function isCleanSuccess(answer: GatewayAnswer): boolean {
  if (answer.status !== 200 || !answer.contentType.includes('json')) return false;
  try {
    const payload = JSON.parse(answer.body) as { errors?: unknown };
    return payload.errors === undefined;
  } catch {
    return false;
  }
}

/**
 * The `Cache-Control` of a proxied answer: shared caches may keep it only when it is a visitor's GET of a
 * document that reads nobody's own data and it succeeded. Anything sent with a session, any mutation, any
 * personal document and any error is `private, no-store`.
 */
export function cacheControlFor(method: 'GET' | 'POST', signedIn: boolean, document: TrustedDocument, answer: GatewayAnswer): string {
  const shareable = method === 'GET' && !signedIn && document.kind === 'query' && !document.personal && isCleanSuccess(answer);
  return shareable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}
