import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { RequestListener } from 'node:http';
import { createYoga, type YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.ts';
import { responseCachePlugins } from './cache/index.ts';
import { withNodeFastPath } from './cache/node-fast-path.ts';
import { createRequestContext, type GatewayContext } from './context.ts';
import { createGatewaySchema } from './executable-schema.ts';
import { DEFAULT_QUERY } from './graphiql/default-query.ts';
import { useOperationsEndpoints, type Lifecycle } from './observability/endpoints.ts';
import { createJsonLogger, yogaLoggerOf } from './observability/logger.ts';
import { createGatewayMetrics, type GatewayMetrics } from './observability/metrics.ts';
import { createRequestIds, requestIdFrom } from './observability/request-id.ts';
import { useRequestTelemetry } from './observability/request-telemetry.ts';
import { tracedFetch } from './observability/traced-fetch.ts';
import { useUnexpectedErrorReporting } from './observability/unexpected-errors.ts';
import type { FetchFunction } from './rest/http.ts';
import { createUpstreamBreakers, DEFAULT_BREAKER } from './rest/faults/breakers.ts';
import { createUpstreamCache } from './rest/upstream-cache.ts';
import { createUpstreamFetch } from './rest/upstream-fetch.ts';
import { useJit } from './execution/use-jit.ts';
import { redisChangeBus } from './redis/change-bus.ts';
import type { GatewayRedis } from './redis/client.ts';
import { useCsrfPreventionOnPosts, useRefuseFormBodies } from './security/browser-requests.ts';
import { corsForOrigins } from './security/cors.ts';
import { useBodyLimits } from './security/body-limits.ts';
import { maskErrorWithoutInternals } from './security/mask-error.ts';
import { REQUEST_LIMITS } from './security/request-limits.ts';
import { createRequestRate } from './security/request-rate.ts';
import { useMaxStringLiteral } from './security/string-literal-rule.ts';
import { useBoundedParams } from './security/use-bounded-params.ts';
import { peerAddressOf, type NodeServerContext } from './trust/peer-address.ts';
import { loadTrustedDocuments, type TrustedDocuments } from './trusted-documents/manifest.ts';
import { useTrustedDocuments } from './trusted-documents/plugin.ts';

export interface GatewayOptions {
  config: GatewayConfig;
  /** The upstream fetch; tests pass a recording fake. Defaults to undici's `request` on a keep-alive pool. */
  fetch?: FetchFunction;
  /** Logging: JSON lines by pino (default, or a pino logger of the caller's); tests pass `false`, or a Yoga logger. */
  logging?: boolean | YogaLogger | Logger;
  /** The Prometheus registry and metrics; one of its own per gateway by default. */
  metrics?: GatewayMetrics;
  /** Shared with `main.ts`, whose shutdown sets `draining` (then `GET /ready` answers 503). */
  lifecycle?: Lifecycle;
  /** Base delay of the single upstream retry; tests pass 0. */
  retryDelayMs?: number;
  /** The documents served by id; defaults to the committed manifests of `@pilgrim/schema`. */
  trustedDocuments?: TrustedDocuments;
  /** Redis shared with the other instances (`redis/client.ts`, opened by `main.ts` from `REDIS_URL`); none: memory only. */
  redis?: GatewayRedis | null;
}

/**
 * Limits that stop abusive documents before execution. Armor's cost is static (objects 2, scalars 1,
 * times 1.5 per depth level; list sizes are not counted). Fragments are flattened so Relay's
 * fragment-per-component documents cost what they select: the home page query costs about 3,700.
 */
const ARMOR = {
  // The depth of fields: a fragment spread is no level of its own (Relay nests one per component).
  maxDepth: { n: 12, flattenFragments: true },
  // `__typename` is on armor's allow-list by default, so `a1: __typename … a100: __typename` passed: count it.
  maxAliases: { n: 15, allowList: [] },
  maxTokens: { n: 3000 },
  costLimit: { maxCost: 10_000, flattenFragments: true },
  maxDirectives: { n: 20 },
};

function resolveLoggers(logging: GatewayOptions['logging']): { log: Logger; logger: YogaLogger } {
  const isPino = (value: unknown): value is Logger => typeof value === 'object' && value !== null && 'child' in value && 'level' in value;
  const log = isPino(logging) ? logging : createJsonLogger(logging === false ? 'silent' : undefined);
  const logger = typeof logging === 'object' && !isPino(logging) ? logging : yogaLoggerOf(log);
  return { log, logger: logger as YogaLogger };
}

/** The GraphQL gateway as a Yoga instance: call `yoga.fetch` in tests (`createGatewayServer` for `node:http`). */
export function createGateway(options: GatewayOptions) {
  return createGatewayServer(options).yoga;
}

/**
 * The gateway and the listener `node:http` serves: Yoga behind the response cache's fast path in Node (README
 * "Response cache"), which answers a visitor's repeated query before the Fetch API adapter runs.
 */
export function createGatewayServer(options: GatewayOptions) {
  const { config } = options;
  const redis = options.redis ?? null;
  const metrics = options.metrics ?? createGatewayMetrics();
  const rawFetch: FetchFunction = options.fetch ?? createUpstreamFetch();
  // One circuit breaker per upstream origin for the process: while the api fails, operations fail fast. Inside it
  // every real call is timed and traced (a call the open breaker refuses never leaves the process).
  const breakers = createUpstreamBreakers(tracedFetch(rawFetch, metrics), { ...DEFAULT_BREAKER, resetMs: config.upstreamBreakerResetMs });
  const upstreamFetch: FetchFunction = breakers.fetch;
  const requestIds = createRequestIds();
  const { log, logger } = resolveLoggers(options.logging);
  const telemetry = useRequestTelemetry({ metrics, log, idOf: requestIds.idOf });
  const graphqlEndpoint = '/graphql';
  const upstreamCache = createUpstreamCache(config.upstreamCacheEntries);
  // Several instances: each one's change notices and public-data mutations reach the others (README "Several instances on Redis").
  const changes = redis ? redisChangeBus(redis, (text) => log.warn({ text }, 'ignored a malformed cache change message')) : null;
  const responseCache = responseCachePlugins(config, {
    graphqlEndpoint,
    maxBodyBytes: REQUEST_LIMITS.maxBodyBytes,
    onRequestReplaced: (original, copy) => {
      requestIds.carry(original, copy);
      telemetry.carry(original, copy);
    },
    onChange: () => upstreamCache?.clear(),
    metrics,
    changes,
    onUnpublished: (change) => log.warn({ change }, 'a cache change could not be published to the other gateway instances'),
  });

  // Before the cache's fast paths: a cached answer is cheap, but a flood of them is still a flood.
  const requestRate = config.requestRate ? createRequestRate(config.requestRate, config, graphqlEndpoint, redis?.client) : null;

  const yoga = createYoga<NodeServerContext, GatewayContext>({
    schema: createGatewaySchema(),
    graphqlEndpoint,
    healthCheckEndpoint: '/health',
    landingPage: false,
    // Both body limits are `useBodyLimits` below (uploads may carry files, JSON bodies keep their own limit).
    maxRequestBodySize: false,
    multipart: true,
    cors: corsForOrigins(config.corsOrigins),
    maskedErrors: { maskError: maskErrorWithoutInternals },
    logging: logger,
    // GraphiQL sends document texts: offered only where they run.
    graphiql: config.allowArbitraryDocuments ? { title: 'Pilgrim gateway', defaultQuery: DEFAULT_QUERY } : false,
    // GraphiQL's assets come from the npm package, not a CDN: it works on a closed network.
    renderGraphiQL,
    context: ({ request, ...serverContext }) =>
      createRequestContext({
        request,
        peerAddress: peerAddressOf(serverContext),
        requestId: requestIds.idOf(request),
        config,
        fetch: upstreamFetch,
        mayRetry: breakers.isClosed,
        upstreamCache,
        logger,
        ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
      }),
    plugins: [
      requestIds.plugin,
      telemetry.plugin,
      useOperationsEndpoints({
        metrics,
        metricsToken: config.metricsToken,
        lifecycle: options.lifecycle ?? { draining: false },
        upstreamHealthUrl: `${config.apiBaseUrl}/health`,
        fetch: rawFetch,
        redisReady: redis && changes ? async () => changes.isListening() && (await redis.ping()) : undefined,
      }),
      ...(requestRate ? [requestRate.plugin] : []),
      // A visitor's stored answer goes out before anything below runs (README "Response cache", fast path).
      ...(responseCache.fastPath ? [responseCache.fastPath.plugin] : []),
      useRefuseFormBodies(),
      useBodyLimits({ json: REQUEST_LIMITS.maxBodyBytes, upload: REQUEST_LIMITS.maxUploadBodyBytes }),
      useCsrfPreventionOnPosts(),
      useTrustedDocuments({
        documents: options.trustedDocuments ?? loadTrustedDocuments(),
        allowArbitraryDocuments: config.allowArbitraryDocuments,
      }),
      useBoundedParams({ maxDepth: REQUEST_LIMITS.maxJsonDepth, maxStringLength: REQUEST_LIMITS.maxStringLength }),
      useMaxStringLiteral(REQUEST_LIMITS.maxStringLength),
      EnvelopArmorPlugin(ARMOR),
      useUnexpectedErrorReporting(logger),
      // Compiles each validated document once (cached per document) and runs that instead of the interpreter.
      ...(config.jit ? useJit() : []),
      // Last: the cache sees a request's parameters as the plugins above left them.
      ...responseCache.plugins,
    ],
  });
  const fastPath = responseCache.fastPath;
  const listener: RequestListener = fastPath
    ? withNodeFastPath(yoga, {
        graphqlEndpoint,
        maxBodyBytes: REQUEST_LIMITS.maxBodyBytes,
        enabled: responseCache.enabledFor,
        storedAnswer: fastPath.storedAnswer,
        admit: requestRate ? requestRate.admit : null,
        requestIdFrom,
        record: telemetry.record,
        onAnswer: () => {
          responseCache.countHit();
          metrics.nodeAnswers.inc();
        },
      })
    : yoga;
  return { yoga, listener };
}

export type Gateway = ReturnType<typeof createGateway>;
