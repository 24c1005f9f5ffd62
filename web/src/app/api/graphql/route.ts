import { gatewayClientHeaders } from '@/relay/clientAddress';
import { gatewayUrl } from '@/relay/gatewayUrl';
import { isUnauthenticatedAnswer } from '@/relay/unauthenticated';
import { refuseBeforeBody, refuseBody } from './requestGuard';
import { upstreamAuthorization } from './upstreamAuthorization';

const UPSTREAM_TIMEOUT_MS = 10_000;

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The site's public origin when it runs behind a proxy that rewrites the Host. */
function configuredOrigins(): string[] {
  const site = process.env.NEXTAUTH_URL;
  return site ? [new URL(site).origin] : [];
}

/** A fresh set of headers: nothing the browser sent is passed on except `accept` and `x-request-id`. */
function forward(request: Request, body: string, authorization: string | undefined): Promise<Response> {
  const headers = new Headers({
    'content-type': 'application/json',
    accept: request.headers.get('accept') ?? 'application/graphql-response+json, application/json',
    ...gatewayClientHeaders(request.headers),
  });
  if (authorization) headers.set('authorization', authorization);
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);
  return fetch(gatewayUrl(), {
    method: 'POST',
    headers,
    body,
    cache: 'no-store',
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  });
}

/** Same-origin GraphQL proxy: the browser's only way to the gateway; adds the user's token server-side. */
export async function POST(request: Request): Promise<Response> {
  const early = refuseBeforeBody(request.headers, request.url, configuredOrigins());
  if (early) return errorResponse(early.status, early.message);
  const body = await request.text();
  const refused = refuseBody(body);
  if (refused) return errorResponse(refused.status, refused.message);

  const authorization = await upstreamAuthorization(request);
  let status: number;
  let contentType: string;
  let answer: string;
  try {
    let upstream = await forward(request, body, authorization);
    answer = await upstream.text();
    if (authorization && isUnauthenticatedAnswer(answer)) {
      // A token revoked elsewhere (sign-out on another device, password reset) must not break public
      // data: answer as for a visitor, like server-rendered pages do.
      upstream = await forward(request, body, undefined);
      answer = await upstream.text();
    }
    status = upstream.status;
    contentType = upstream.headers.get('content-type') ?? 'application/json';
  } catch {
    return errorResponse(502, 'Some unexpected error occurred, Pls try again later.');
  }
  return new Response(answer, { status, headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
