import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { e2eCacheInvalidationSecret } from './cache-notice-secret.ts';
import { graphqlData } from './graphql.ts';
import { testStackPorts } from './ports.ts';


/** How Next reports a cached page: `HIT`, `STALE`, `MISS` (rendered now) or `REVALIDATED`. */
export function pageCacheState(response: APIResponse): string | undefined {
  return response.headers()['x-nextjs-cache'];
}

/** GETs `path` until Next serves it from its page cache (the first request of a path renders and stores it). */
export async function cachedPage(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect(async () => {
    response = await request.get(path, { maxRedirects: 0 });
    expect(pageCacheState(response)).toBe('HIT');
  }).toPass({ timeout: 10_000 });
  return response as APIResponse;
}

/** POSTs a change notice to the web, as the api does after a catalogue change. */
export function postChangeNotice(request: APIRequestContext, body: unknown, secret = e2eCacheInvalidationSecret): Promise<APIResponse> {
  return request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    data: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A package's REST `_id`, as change notices name it (`package:<_id>`): the tail of its global ID. */
export async function packageRestId(slug: string): Promise<string> {
  const { package: pkg } = await graphqlData<{ package: { id: string } | null }>(
    `http://localhost:${testStackPorts.setupGateway}/graphql`,
    'query ($slug: String!) { package(slug: $slug) { id } }',
    { slug },
  );
  if (!pkg) throw new Error(`no package ${slug}`);
  return Buffer.from(pkg.id, 'base64').toString('utf8').replace(/^Package:/, '');
}
