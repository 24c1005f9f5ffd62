import { upstreamAuthorization } from './auth.ts';
import type { GatewayConfig } from './config.ts';
import { createLoaders, type Loaders } from './loaders/index.ts';
import type { GatewayLogger } from './observability/logger.ts';
import { RestClient, type FetchFunction } from './rest/http.ts';

/** What every resolver receives: settings, the request id for logs, and this request's loaders. */
export interface GatewayContext {
  requestId: string;
  config: GatewayConfig;
  loaders: Loaders;
  logger: GatewayLogger;
}

export interface RequestContextOptions {
  request: Request;
  requestId: string;
  config: GatewayConfig;
  fetch: FetchFunction;
  logger: GatewayLogger;
  retryDelayMs?: number;
}

/** Builds the context of one GraphQL request: an upstream client carrying the caller's auth, and fresh loaders. */
export function createRequestContext(options: RequestContextOptions): GatewayContext {
  const { request, requestId, config, logger } = options;
  const client = new RestClient({
    baseUrl: config.apiBaseUrl,
    authorization: upstreamAuthorization(request.headers.get('authorization'), config.apiPublicToken),
    timeoutMs: config.upstreamTimeoutMs,
    fetch: options.fetch,
    requestId,
    logger,
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
  });
  return { requestId, config, logger, loaders: createLoaders(client, config.trendingIds) };
}
