import { gatewayClientHeaders } from '@/gateway/clientAddress';
import { postToGateway, type GatewayAnswer } from '@/gateway/gatewayClient';
import { readBodyWithin } from './readBodyWithin';
import { MAX_BODY_BYTES, refuseBeforeBody, refuseBody } from './requestGuard';
import { upstreamAuthorization } from './upstreamAuthorization';

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The site's public origin when it runs behind a proxy that rewrites the Host. */
function configuredOrigins(): string[] {
  const site = process.env.NEXTAUTH_URL;
  return site ? [new URL(site).origin] : [];
}

/** Same-origin GraphQL proxy: the browser's only way to the gateway; adds the user's token server-side. */
export async function POST(request: Request): Promise<Response> {
  const early = refuseBeforeBody(request.headers, request.url, configuredOrigins());
  if (early) return errorResponse(early.status, early.message);
  const body = await readBodyWithin(request, MAX_BODY_BYTES);
  if (body === null) return errorResponse(413, 'Request body too large');
  const refused = refuseBody(body);
  if (refused) return errorResponse(refused.status, refused.message);

  const authorization = await upstreamAuthorization(request);
  let answer: GatewayAnswer;
  try {
    answer = await postToGateway(body, {
      clientHeaders: gatewayClientHeaders(request.headers),
      authorization,
      requestId: request.headers.get('x-request-id'),
      accept: request.headers.get('accept'),
    });
  } catch {
    return errorResponse(502, 'Some unexpected error occurred, Pls try again later.');
  }
  const contentType = answer.contentType || 'application/json';
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': contentType, 'cache-control': 'no-store' } });
}
