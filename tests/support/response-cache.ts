/** The gateway's response cache, from the outside: its change-notice endpoint (api/CONTRACT.md "Change notices"). */
import type { StackUrls } from './stack-processes.ts';

export function notifyGateway(stack: StackUrls, body: unknown, authorization = `Bearer ${stack.cacheInvalidationSecret}`): Promise<Response> {
  return fetch(new URL('/cache/invalidate', stack.gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
}

/**
 * Empties the gateway's response cache (a `catalogue` notice), for tests that count the upstream calls of a
 * visitor's operation another test may already have asked.
 */
export async function dropGatewayCache(stack: StackUrls): Promise<void> {
  const response = await notifyGateway(stack, { tags: ['catalogue'] });
  if (response.status !== 204) throw new Error(`could not empty the gateway's response cache: HTTP ${response.status}`);
}
