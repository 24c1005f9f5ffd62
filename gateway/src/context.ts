import { callerUserToken, upstreamAuthorization } from './auth.ts';
import type { GatewayConfig } from './config.ts';
import { createLoaders, type Loaders } from './loaders/index.ts';
import { createViewerLoader, type ViewerLoader } from './loaders/viewer.ts';
import type { GatewayLogger } from './observability/logger.ts';
import { RestClient, type FetchFunction } from './rest/http.ts';
import { callerIdempotencyKey } from './rest/faults/idempotency-key.ts';
import type { UpstreamCache } from './rest/upstream-cache.ts';
import { clientIpOf } from './trust/client-ip.ts';

/** What every resolver receives: settings, the request id for logs, this request's loaders and upstream client. */
export interface GatewayContext {
  requestId: string;
  config: GatewayConfig;
  loaders: Loaders;
  logger: GatewayLogger;
  /** The upstream client of this request, for the account routes (mutations are not loaded). */
  rest: RestClient;
  /** The caller's user token; null for a visitor (no token, or the public one). */
  userToken: string | null;
  /** The caller's profile, fetched at most once per request; null for a visitor or a refused token. */
  viewer: ViewerLoader;
}

export interface RequestContextOptions {
  request: Request;
  /** The TCP peer of the request (undefined in-process, e.g. `yoga.fetch` without a server context). */
  peerAddress: string | undefined;
  requestId: string;
  config: GatewayConfig;
  fetch: FetchFunction;
  /** Whether a failed call may be retried (its upstream's breaker is closed: rest/faults/breakers.ts). */
  mayRetry?: (url: string) => boolean;
  logger: GatewayLogger;
  retryDelayMs?: number;
  /** The HTTP cache of public GETs shared by all requests; null when off. */
  upstreamCache?: UpstreamCache | null;
}

/** Builds the context of one GraphQL request: an upstream client carrying the caller's auth, and fresh loaders. */
export function createRequestContext(options: RequestContextOptions): GatewayContext {
  const { request, requestId, config, logger } = options;
  const callerAuthorization = request.headers.get('authorization');
  const userToken = callerUserToken(callerAuthorization, config.apiPublicToken);
  const client = new RestClient({
    baseUrl: config.apiBaseUrl,
    authorization: upstreamAuthorization(callerAuthorization, config.apiPublicToken),
    publicAuthorization: upstreamAuthorization(null, config.apiPublicToken),
    timeoutMs: config.upstreamTimeoutMs,
    fetch: options.fetch,
    requestId,
    clientIp: clientIpOf(request.headers, options.peerAddress, config.gatewayProxyKey),
    apiProxyKey: config.apiProxyKey,
    idempotencyKey: callerIdempotencyKey(request.headers),
    logger,
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...(options.mayRetry === undefined ? {} : { mayRetry: options.mayRetry }),
    upstreamCache: options.upstreamCache ?? null,
  });
  return {
    requestId,
    config,
    logger,
    rest: client,
    userToken,
    viewer: createViewerLoader(client, userToken),
    loaders: createLoaders(client, config.trendingIds, userToken),
  };
}
