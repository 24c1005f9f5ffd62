import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { proxyKeyMatches } from '../trust/proxy-key.ts';

export const INVALIDATE_PATH = '/cache/invalidate';

/** api/CONTRACT.md "Change notices": `{ tags: string[1..100] }`, each tag at most 200 characters. */
const noticeBody = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(100) });

/** Far above the largest valid notice (100 tags of 200 characters); anything bigger is refused unread. */
const MAX_BODY_BYTES = 64 * 1024;

const bearerOf = (request: Request): string | null => /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1] ?? null;

const answer = (status: number, message?: string): Response =>
  message === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify({ status, message }), { status, headers: { 'content-type': 'application/json' } });

async function readTags(request: Request): Promise<string[] | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const text = await request.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = noticeBody.safeParse(json);
  return parsed.success ? parsed.data.tags : null;
}

/**
 * `POST /cache/invalidate`, where the api posts its catalogue change notices: the secret is checked (in constant
 * time) before the body is read; 204 once the tags are applied here and passed to the other instances (`apply`
 * answers false when they could not be: 503, and the api retries the notice). It answers the same with the cache off.
 */
export function useCacheInvalidationEndpoint(secret: string, apply: (tags: string[]) => Promise<boolean>): Plugin {
  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    if (!proxyKeyMatches(bearerOf(request), secret)) return answer(401, 'Missing or wrong cache invalidation secret');
    const tags = await readTags(request);
    if (tags === null) return answer(400, 'The body must be { "tags": [1 to 100 strings of at most 200 characters] }');
    if (!(await apply(tags))) return answer(503, 'Applied here, but the other gateway instances could not be told: retry the notice');
    return answer(204);
  }
  return {
    // Synchronous for every other request (the GraphQL hot path): no promise, no URL parsing.
    onRequest({ request, url, endResponse }) {
      if (!request.url.includes(INVALIDATE_PATH) || url.pathname !== INVALIDATE_PATH) return;
      return handle(request).then(endResponse);
    },
  };
}
