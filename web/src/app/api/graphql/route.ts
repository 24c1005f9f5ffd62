import { gatewayClientHeaders } from '@/gateway/clientAddress';
import { callGateway, type GatewayAnswer } from '@/gateway/gatewayClient';
import { wireRequestOf, type WireRequest } from '@/relay/persistedRequest';
import { cacheControlFor, PRIVATE_CACHE_CONTROL, VARY } from './cacheControl';
import { admitMultipart } from './multipartRequest';
import { readBodyWithin, readBytesWithin } from './readBodyWithin';
import { admitGet, admitPost, bodyKindOf, MAX_BODY_BYTES, maxBodyBytesOf, refuseBeforeBody, refuseCrossSite, type AdmittedRequest, type Refusal } from './requestGuard';
import { upstreamAuthorization } from './upstreamAuthorization';

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': PRIVATE_CACHE_CONTROL } });
}

/** The site's public origin when it runs behind a proxy that rewrites the Host. */
function configuredOrigins(): string[] {
  const site = process.env.NEXTAUTH_URL;
  return site ? [new URL(site).origin] : [];
}

/** Forwards an admitted request to the gateway as the web's network sent it: a query GET stays a GET. */
async function forward(request: Request, method: 'GET' | 'POST', admitted: AdmittedRequest, form?: FormData): Promise<Response> {
  const authorization = await upstreamAuthorization(request);
  const wire: WireRequest =
    method === 'GET' ? wireRequestOf('query', admitted.request) : form ? { method, form } : { method, body: JSON.stringify(admitted.request) };
  let answer: GatewayAnswer;
  try {
    answer = await callGateway(wire, {
      clientHeaders: gatewayClientHeaders(request.headers),
      authorization,
      requestId: request.headers.get('x-request-id'),
      accept: request.headers.get('accept'),
    });
  } catch {
    return errorResponse(502, 'Some unexpected error occurred, Pls try again later.');
  }
  const headers = {
    'content-type': answer.contentType || 'application/json',
    'cache-control': cacheControlFor(method, authorization !== undefined, admitted.document, answer),
    vary: VARY,
  };
  return new Response(answer.body, { status: answer.status, headers });
}

const isRefusal = (value: AdmittedRequest | Refusal): value is Refusal => 'status' in value;

/**
 * Same-origin GraphQL proxy: the browser's only way to the gateway. It serves the site's trusted documents
 * by id only — queries as GET (cacheable when public and asked by a visitor), mutations as POST — and adds
 * the user's token server-side.
 */
export async function GET(request: Request): Promise<Response> {
  const crossSite = refuseCrossSite(request.headers, request.url, configuredOrigins());
  if (crossSite) return errorResponse(crossSite.status, crossSite.message);
  const admitted = admitGet(new URL(request.url).searchParams);
  if (isRefusal(admitted)) return errorResponse(admitted.status, admitted.message);
  return forward(request, 'GET', admitted);
}

export async function POST(request: Request): Promise<Response> {
  const early = refuseBeforeBody(request.headers, request.url, configuredOrigins());
  if (early) return errorResponse(early.status, early.message);
  if (bodyKindOf(request.headers) === 'multipart') return forwardUpload(request);
  const body = await readBodyWithin(request, MAX_BODY_BYTES);
  if (body === null) return errorResponse(413, 'Request body too large');
  const admitted = admitPost(body);
  if (isRefusal(admitted)) return errorResponse(admitted.status, admitted.message);
  return forward(request, 'POST', admitted);
}

/** An upload (GraphQL multipart request spec): read within the upload limit, checked, rebuilt and forwarded. */
async function forwardUpload(request: Request): Promise<Response> {
  const bytes = await readBytesWithin(request, maxBodyBytesOf('multipart'));
  if (bytes === null) return errorResponse(413, 'Request body too large');
  const upload = await admitMultipart(bytes, request.headers.get('content-type') ?? '');
  if ('status' in upload) return errorResponse(upload.status, upload.message);
  return forward(request, 'POST', upload.admitted, upload.form);
}
