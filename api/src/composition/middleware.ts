import type { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps } from '../app.ts';
import { userTokenResolver } from '../accounts/sessions.ts';
import { DEV_API_PROXY_KEY, DEV_STAFF_TOKEN } from '../env.ts';
import { isUploadPath } from '../files/upload-body.ts';
import { responseCacheMiddleware } from '../http-cache/cache-middleware.ts';
import { httpCaching } from '../http-cache/http-caching.ts';
import type { ResponseCache } from '../http-cache/response-cache.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicTokenResolver, requireToken, staffTokenResolver } from '../http/auth.ts';
import { errorBody } from '../http/errors.ts';
import { idempotencyKeys } from '../idempotency/middleware.ts';
import { clientIpMiddleware } from '../limits/client-ip.ts';
import { writeThrottle } from '../limits/write-throttle.ts';
import { instrumentDatabaseDrivers } from '../observability/db-instrumentation.ts';
import { createJsonLogger } from '../observability/logger.ts';
import { apiMetrics } from '../observability/metrics.ts';
import { metricsRoute } from '../observability/metrics-route.ts';
import { telemetryMiddleware } from '../observability/telemetry-middleware.ts';
import type { AppServices } from '../services.ts';
import { API_BASE_PATH, isOpenPath } from './open-paths.ts';

/** No request of the contract comes near this; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The middleware every request passes, in order: ids, telemetry, client IP, body limit, token, limits, caching. */
export function useMiddleware(app: OpenAPIHono<AppEnv>, deps: AppDeps, services: AppServices, cache: ResponseCache | null): void {
  // One request id rule on every tier: the caller's `x-request-id` when it is 1..128 of [A-Za-z0-9_-], else a UUID.
  app.use('*', requestId({ limitLength: 128 }));
  const metrics = apiMetrics();
  instrumentDatabaseDrivers(metrics);
  app.use('*', telemetryMiddleware(metrics, deps.observability?.log ?? createJsonLogger()));
  app.route('/', metricsRoute(metrics, deps.observability?.metricsToken));
  app.use('*', clientIpMiddleware(deps.proxyKey ?? DEV_API_PROXY_KEY));
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(413, `Request body too large (at most ${MAX_BODY_BYTES / 1024} KB)`), 413),
  });
  // An upload route has its own limit (files/upload-body.ts); every other body stays under 64 KB. GET and HEAD
  // bodies are never read, so they skip the check (it would build a whole fetch Request around each one).
  const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
  app.use(`${API_BASE_PATH}/*`, (c, next) => (bodiless(c.req.method) || isUploadPath(c.req.path) ? next() : smallBodies(c, next)));
  const devOutbox = deps.messaging?.devOutbox ?? false;
  const resolvers = [
    publicTokenResolver(deps.publicToken),
    staffTokenResolver(deps.staffToken ?? DEV_STAFF_TOKEN),
    ...(deps.userTokenResolvers ?? [userTokenResolver(deps.db, services.now)]),
  ];
  app.use(`${API_BASE_PATH}/*`, requireToken({ resolvers, isOpen: (path) => isOpenPath(path, devOutbox) }));
  // Every write of every route counts against the write caps (src/limits/write-throttle.ts, its exemptions there).
  app.use('*', writeThrottle(services.limits.writes, isUploadPath));
  // A POST's `Idempotency-Key` (sign-up, OTP sends from the gateway): a repeated key replays the first answer.
  app.use(`${API_BASE_PATH}/*`, idempotencyKeys(services.db, services.now, services.otpSecret));
  // ETag, 304 and Cache-Control on every GET; then public catalogue answers from memory (src/http-cache/).
  app.use(`${API_BASE_PATH}/*`, httpCaching(deps.caching?.sharedMaxAgeSeconds));
  app.use(`${API_BASE_PATH}/*`, responseCacheMiddleware(cache));
}
