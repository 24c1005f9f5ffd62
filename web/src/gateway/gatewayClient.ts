import 'server-only';
import type { WireRequest } from '@/relay/persistedRequest';
import { gatewayUrl } from './gatewayUrl';
import { isUnauthenticatedAnswer } from './unauthenticated';
import { withGatewaySpan } from '@/observability/gatewaySpan';
import { webMetrics } from '@/observability/metrics';
import { requestIdOf } from '@/observability/requestId';

const GATEWAY_TIMEOUT_MS = 10_000;
/** An upload goes on to the api, which decodes and re-encodes images: more time than a JSON call. */
const UPLOAD_TIMEOUT_MS = 60_000;
const DEFAULT_ACCEPT = 'application/graphql-response+json, application/json';

/** Whom a gateway call is made for. */
export type GatewayCaller = {
  /** `gatewayClientHeaders` of the browser's request (`x-client-ip` + `x-proxy-key`): every call carries them. */
  clientHeaders: Readonly<Record<string, string>>;
  /** `Bearer <api token>` of a signed-in user; without it the call is a visitor's (the gateway uses the public token). */
  authorization?: string | undefined;
  /** When the gateway refuses the token: answer as a visitor (the default) or report the refusal (next-auth's checks). */
  onTokenRefused?: 'visitor' | 'report';
  /** The browser's `x-request-id`, passed on when valid (observability/requestId.ts); otherwise a fresh one per call. */
  requestId?: string | null | undefined;
  /** The browser's `accept`, passed on by the proxy. */
  accept?: string | null | undefined;
};

/** The gateway's answer as it came: the proxy passes it on, `runGatewayOperation` reads it. */
export type GatewayAnswer = { status: number; contentType: string; body: string };

async function send(request: WireRequest, caller: GatewayCaller, authorization: string | undefined): Promise<GatewayAnswer> {
  // Fresh headers: nothing a browser sent reaches the gateway except `accept` and `x-request-id`.
  const headers = new Headers({ accept: caller.accept ?? DEFAULT_ACCEPT, ...caller.clientHeaders });
  headers.set('x-request-id', requestIdOf(caller.requestId));
  if (authorization) headers.set('authorization', authorization);
  const init: RequestInit = { method: request.method, headers, cache: 'no-store', signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) };
  let url = gatewayUrl();
  if (request.method === 'GET') url = `${url}?${request.search}`;
  else if ('form' in request) {
    // An upload: fetch writes the multipart boundary; Yoga's CSRF prevention asks for this header on multipart.
    headers.set('x-graphql-yoga-csrf', '1');
    init.body = request.form;
    init.signal = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  } else {
    headers.set('content-type', 'application/json');
    init.body = request.body;
  }
  const timer = webMetrics().gateway.startTimer();
  try {
    // A client span of the page request's trace, continued by the gateway (a no-op unless tracing is on).
    const response = await withGatewaySpan(request.method, headers, () => fetch(url, init));
    timer({ status: String(response.status) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch (error) {
    timer({ status: 'error' });
    throw error;
  }
}

/**
 * The web's one way to the gateway (server only): sends a trusted-document request (a query as GET, a
 * mutation as a JSON POST) with the caller's client headers, request id and token, within the timeout. A token
 * revoked elsewhere (sign-out on another device, a password reset) must not break public data: when the
 * gateway refuses it, the call is repeated as a visitor.
 */
export async function callGateway(request: WireRequest, caller: GatewayCaller): Promise<GatewayAnswer> {
  const answer = await send(request, caller, caller.authorization);
  if (!caller.authorization || caller.onTokenRefused === 'report' || !isUnauthenticatedAnswer(answer.body)) return answer;
  return send(request, caller, undefined);
}
