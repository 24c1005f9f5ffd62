import type { Logger as JsonLogger } from 'pino';
import type { TokenResolver } from './http/auth.ts';
import type { Readiness } from './http/health-routes.ts';
import type { RedisPing } from './redis/ping.ts';
import { createRouter } from './http/router.ts';
import type { PaymentSettings } from './payments/deps.ts';
import { DEFAULT_PRICING, type PricingSettings } from './pricing/settings.ts';
import { outboxPushSender, type PushSender } from './push/push-sender.ts';
import { createServices, type ServiceOptions } from './services.ts';
import type { WeatherProvider } from './weather/provider.ts';
import { catalogueCaching, type CachingDeps } from './composition/caching.ts';
import { domainDeps, type AppContext } from './composition/domain-deps.ts';
import { domainRoutes } from './composition/domain-routes.ts';
import { useErrorHandlers } from './composition/error-handlers.ts';
import { useMiddleware } from './composition/middleware.ts';
import { API_BASE_PATH } from './composition/open-paths.ts';
import { serveOpenApi } from './composition/openapi.ts';
import { defaultPaymentSettings } from './composition/payment-ports.ts';
import { useRootRoutes } from './composition/root-routes.ts';
import type { UnpaidHoldLimits } from './group-orders/unpaid-hold-limits.ts';

// The parts of the app live in src/composition/ (middleware, open paths, route registration, ports, OpenAPI).
export { API_BASE_PATH } from './composition/open-paths.ts';
export { MAX_BODY_BYTES } from './composition/middleware.ts';
export { defaultResponseCache, type CachingDeps } from './composition/caching.ts';
export { defaultPaymentSettings } from './composition/payment-ports.ts';
export { SEATS } from './composition/seats.ts';

export type Logger = Pick<Console, 'error'> & Partial<Pick<Console, 'warn'>>;

/** The app-level services (db, clock, OTP secret, limits, messaging: src/services.ts) and the HTTP settings. */
export type AppDeps = ServiceOptions & {
  /** Which driver serves the database, reported by /health. */
  driver?: string;
  /** Set `draining` when shutdown starts: `/health/ready` then answers 503 (src/housekeeping/graceful-shutdown.ts). */
  readiness?: Readiness;
  /** REDIS_URL's client: `/health/ready` answers 503 while it does not answer PING (unset: not checked). */
  redis?: RedisPing;
  publicToken: string;
  /** Resolvers for user tokens, tried after the public token; default: the accounts' own user tokens. */
  userTokenResolvers?: TokenResolver[];
  logger?: Logger;
  /** API_PROXY_KEY: the key that makes a proxy's `x-client-ip` trusted (default: the development key). */
  proxyKey?: string;
  /** GST and part-payment percentages (default 5 and 25). */
  pricing?: PricingSettings;
  /** The origin clients reach the api at (API_PUBLIC_URL): the OpenAPI document's server; default: relative. */
  publicUrl?: string;
  /** Payment provider, hold time and return origins (default: the test provider, 15 minutes, localhost:3000). */
  payments?: PaymentSettings;
  /** GROUP_ORDER_HOLD_HOURS: how long an unpaid group-order share keeps its seats (default 48). */
  groupOrderHoldHours?: number;
  /** GROUP_ORDER_MAX_UNPAID_SEATS and GROUP_ORDER_MAX_DEPARTURE_PERCENT (default 20 and 50). */
  groupOrderHoldLimits?: UnpaidHoldLimits;
  /** API_STAFF_TOKEN: the bearer of the staff catalogue routes (default: the development token). */
  staffToken?: string;
  /** The public catalogue cache, change notices and change signals (api/CONTRACT.md "Caching and catalogue changes"). */
  caching?: CachingDeps;
  /** Where daily weather comes from (WEATHER_PROVIDER); default: the seeded climatology, offline. */
  weather?: WeatherProvider;
  /** Push notifications (FCM_* → Firebase Cloud Messaging); default: the outbox (src/push/). */
  push?: PushSender;
  /** Access lines (pino; default: JSON on stdout at API_LOG_LEVEL) and the bearer of `GET /metrics` (METRICS_TOKEN). */
  observability?: { log?: JsonLogger; metricsToken?: string | undefined };
};

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? console;
  const services = createServices(deps);
  const push = deps.push ?? outboxPushSender(services.now, deps.messaging?.log);
  const paymentSettings = deps.payments ?? defaultPaymentSettings();
  const { cache, changes, loadCards } = catalogueCaching(deps.caching, logger);
  const context: AppContext = { deps, services, logger, pricing: deps.pricing ?? DEFAULT_PRICING, push, paymentSettings, changes, loadCards };
  const app = createRouter();
  useMiddleware(app, deps, services, cache);
  const ports = domainDeps(context);
  app.route(API_BASE_PATH, domainRoutes(context, ports));
  useRootRoutes(app, context, ports);
  serveOpenApi(app, deps.publicUrl);
  useErrorHandlers(app, logger);
  return app;
}
