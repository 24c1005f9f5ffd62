import { gatewayUrl } from '@/relay/gatewayUrl';
import { upstreamAuthorization } from './upstreamAuthorization';

const UPSTREAM_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 100_000;

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });
}

/** Same-origin GraphQL proxy: the browser's only way to the gateway. */
export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) return errorResponse(413, 'Request body too large');

  const headers = new Headers({
    'content-type': 'application/json',
    accept: request.headers.get('accept') ?? 'application/graphql-response+json, application/json',
  });
  const authorization = await upstreamAuthorization(request);
  if (authorization) headers.set('authorization', authorization);
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);

  let upstream: Response;
  try {
    upstream = await fetch(gatewayUrl(), {
      method: 'POST',
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    return errorResponse(502, 'Some unexpected error occurred, Pls try again later.');
  }
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    },
  });
}
