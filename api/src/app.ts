import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { accountsRoutes } from './accounts/routes.ts';
import { loadCaller, toProfile, verifiedMobileOf } from './accounts/users.ts';
import { UserProfileSchema } from './accounts/schemas.ts';
import { userTokenResolver } from './accounts/sessions.ts';
import { loadPackageCards } from './catalogue/package-cards.ts';
import { departureRoutes } from './booking/departure-routes.ts';
import { holdSeats, releaseSeats, seatsLeftOf } from './booking/seat-holds.ts';
import { clearCart, lockCart, quoteCart } from './cart/cart-store.ts';
import { consumeCoupon } from './cart/coupons.ts';
import { recordGiftCardUse, takeGiftCard } from './cart/gift-card.ts';
import { cartRoutes } from './cart/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { OrderSchema, PaymentSchema } from './orders/schemas.ts';
import { addPaid, createOrder, findOwnOrder, loadOrder, toPayment } from './orders/store.ts';
import type { PaymentSettings, PaymentsDeps } from './payments/deps.ts';
import { isAllowedReturnUrl } from './provider-payments/return-url.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { releaseExpiredHoldsOf } from './payments/store.ts';
import { testProviderPage } from './provider-payments/test-provider-page.ts';
import { razorpayWebhookRoutes } from './provider-payments/webhook.ts';
import { bookingPayable } from './payments/payable.ts';
import { createTestProvider } from './provider-payments/test-provider.ts';
import { DEFAULT_PRICING, type PricingSettings } from './pricing/settings.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import type { Db } from './db/client.ts';
import { PackageCardSchema } from './catalogue/schemas.ts';
import { contentDomainRoutes } from './content/routes.ts';
import { kmyPackageIds } from './content/page-queries.ts';
import { PLACES } from './countries/places.ts';
import { countriesRoutes } from './countries/routes.ts';
import { LeadOtpAnswerSchema } from './enquiries/lead-answers.ts';
import { enquiriesRoutes } from './enquiries/routes.ts';
import { submitLead } from './enquiries/submit-lead.ts';
import { DEV_API_PROXY_KEY, DEV_OUTBOX_TOKEN, DEV_PAYMENT_TEST_SECRET, DEV_STAFF_TOKEN } from './env.ts';
import { listenForChanges } from './catalogue-changes/change-listener.ts';
import type { ChangeNotices } from './catalogue-changes/change-notices.ts';
import { createChangePath } from './catalogue-changes/change-path.ts';
import { signalChange } from './catalogue-changes/change-signal.ts';
import type { ListenFn } from './db/client.ts';
import { responseCacheMiddleware } from './http-cache/cache-middleware.ts';
import { httpCaching } from './http-cache/http-caching.ts';
import { DEFAULT_CACHE_BYTES, ResponseCache } from './http-cache/response-cache.ts';
import { packageTag } from './http-cache/tags.ts';
import { publicTokenResolver, requireToken, staffTokenResolver, type TokenResolver } from './http/auth.ts';
import { ApiError, errorBody, INTERNAL_ERROR_MESSAGE } from './http/errors.ts';
import { withNullableHints } from './http/openapi-nullable.ts';
import { healthRoutes, type Readiness } from './http/health-routes.ts';
import type { RedisPing } from './redis/ping.ts';
import { createRouter } from './http/router.ts';
import { fileRoutes } from './files/file-routes.ts';
import { isUploadPath } from './files/upload-body.ts';
import { clientIpMiddleware } from './limits/client-ip.ts';
import { writeThrottle } from './limits/write-throttle.ts';
import { clipRoutes } from './media/clip-routes.ts';
import { createImageCache, mediaRoutes } from './media/media-routes.ts';
import { DEV_OUTBOX_PATH } from './messaging/dev-outbox-routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { otpRoutes } from './otp/otp-routes.ts';
import { createServices, type ServiceOptions } from './services.ts';
import { faqsRoutes } from './faqs/routes.ts';
import { groupSharePayable } from './group-orders/payable.ts';
import { groupOrdersRoutes } from './group-orders/routes.ts';
import { idempotencyKeys } from './idempotency/middleware.ts';
import { kycRoutes } from './kyc/routes.ts';
import { giftCardPayable } from './gift-cards/payable.ts';
import { returnGiftCardParts } from './gift-cards/refund-order.ts';
import { refundToCustomerWallet } from './wallet/credit.ts';
import { giftCardsRoutes } from './gift-cards/routes.ts';
import { registrationsRoutes } from './registrations/routes.ts';
import { reviewsDomainRoutes } from './reviews/routes.ts';
import { climatologyProvider } from './weather/climatology.ts';
import type { WeatherProvider } from './weather/provider.ts';
import { weatherRoutes } from './weather/routes.ts';
import { wishlistDomainRoutes } from './wishlist/routes.ts';
import { subscribersRoutes } from './subscribers/routes.ts';
import { travellersRoutes } from './travellers/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { sendJoinLink } from './zoom-sessions/join-link-mail.ts';
import { zoomSessionsRoutes } from './zoom-sessions/routes.ts';
import { zoomSignUpRoutes } from './zoom-sessions/sign-up-routes.ts';
import { employeesRoutes } from './employees/routes.ts';
import { tourGuidesRoutes } from './tour-guides/routes.ts';
import { notifyInBackground, notifyUser, orderPaidNotification } from './push/notify.ts';
import { outboxPushSender, type PushSender } from './push/push-sender.ts';
import { pushRoutes } from './push/routes.ts';
import { instrumentDatabaseDrivers } from './observability/db-instrumentation.ts';
import { createJsonLogger } from './observability/logger.ts';
import { apiMetrics } from './observability/metrics.ts';
import { metricsRoute } from './observability/metrics-route.ts';
import { telemetryMiddleware } from './observability/telemetry-middleware.ts';
import type { Logger as JsonLogger } from 'pino';

export const API_BASE_PATH = '/api/v1';
/** No request of the contract comes near this; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;
const OPEN_PATHS = new Set([`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/health`, `${API_BASE_PATH}/health/live`, `${API_BASE_PATH}/health/ready`]);

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

export type CachingDeps = {
  /** The response cache (default: 5,000 entries, 64 MB); null: none (API_CACHE=off). */
  cache?: ResponseCache | null;
  /** Where change notices go (CACHE_INVALIDATION_URLS); default none. */
  notices?: ChangeNotices | null;
  /** LISTEN on the database (db/client.ts): hears the change signals of seat holds and of other instances. */
  listen?: ListenFn;
  logger?: Pick<Console, 'error'>;
};

/** The default response cache of createApp. */
export const defaultResponseCache = (maxEntries = 5_000): ResponseCache => new ResponseCache({ maxEntries, maxBytes: DEFAULT_CACHE_BYTES });

/** The test provider with the development secret, its page on the default port: for tests and local runs. */
export function defaultPaymentSettings(): PaymentSettings {
  const testProvider = createTestProvider({ secret: DEV_PAYMENT_TEST_SECRET, publicUrl: 'http://localhost:4010' });
  return { provider: testProvider, testProvider, holdMinutes: 15, returnOrigins: ['http://localhost:3000'] };
}

/**
 * The booking domain's seat functions, as the payments domain uses them. A hold or release changes the seats
 * left that `GET /package/departures` shows: it signals `package:<id>` in the same transaction, and the
 * instance that wrote it drops its cached answers and posts the change notice once it commits.
 */
export const SEATS: PaymentsDeps['seats'] = {
  async hold(tx, departureId, count) {
    const change = await holdSeats(tx, departureId, count);
    if (change) await signalChange(tx, [packageTag(change.packageId)], { handled: false });
    return change;
  },
  async release(tx, departureId, count) {
    const change = await releaseSeats(tx, departureId, count);
    if (change) await signalChange(tx, [packageTag(change.packageId)], { handled: false });
    return change;
  },
  seatsLeft: seatsLeftOf,
};

/** The one release of expired seat holds (payments/store.ts), handed to the cart and booking domains. */
const releaseExpiredHolds = (db: Db, departureIds: readonly string[], now: Date) => releaseExpiredHoldsOf(db, SEATS, departureIds, now);

/** The payments domain's view of the cart, seats and orders domains (so that no domain imports another). */
function paymentPorts(db: Db, pricing: PricingSettings, push: PushSender, logError: (...args: unknown[]) => void): Pick<PaymentsDeps, 'cart' | 'seats' | 'orders'> {
  return {
    cart: {
      async quote(db, userId, now) {
        const quote = await quoteCart(db, userId, pricing, now);
        if (!quote) return null;
        const { snapshot, departureId, travellerCount, cart } = quote;
        return { snapshot, departureId, travellerCount, totalPaise: cart.amountDuePaise, minimumAdvancePaise: cart.minimumAdvancePaise };
      },
      lock: lockCart,
      clear: clearCart,
      consumeCoupon,
      takeGiftCard,
      recordGiftCardUse,
    },
    seats: SEATS,
    orders: {
      create: createOrder,
      // A paid booking notifies the buyer's devices (src/push/) after its transaction committed, in the background.
      created(userId, orderId) {
        notifyInBackground(async () => {
          const { packageTitle, reference } = await findOwnOrder(db, userId, orderId);
          await notifyUser(db, push, userId, orderPaidNotification({ orderId, packageTitle, reference }));
        }, logError);
      },
      addPaid, findOwn: findOwnOrder, load: loadOrder, toPayment, schemas: { order: OrderSchema, payment: PaymentSchema } },
  };
}

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? console;
  const services = createServices(deps);
  const devOutbox = deps.messaging?.devOutbox ?? false;
  const pricing = deps.pricing ?? DEFAULT_PRICING;
  const push = deps.push ?? outboxPushSender(services.now, deps.messaging?.log);
  const paymentSettings = deps.payments ?? defaultPaymentSettings();
  const cache = deps.caching?.cache === undefined ? defaultResponseCache() : deps.caching.cache;
  const changes = createChangePath({ cache, notices: deps.caching?.notices ?? null });
  const listen = deps.caching?.listen;
  if (listen) {
    listenForChanges(listen, changes).catch((error: unknown) => (deps.caching?.logger ?? logger).error('LISTEN for catalogue changes failed:', error));
  }
  const app = createRouter();
  // A verified Zoom sign-up (by its OTP, or a number already proven) e-mails its join link.
  const enquiryDeps = { ...services, afterVerify: { zoom: sendJoinLink(services.senders.mailer) }, verifiedMobileOf };
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
  // An upload route has its own limit (files/upload-body.ts); every other body stays under 64 KB.
  app.use(`${API_BASE_PATH}/*`, (c, next) => (isUploadPath(c.req.path) ? next() : smallBodies(c, next)));
  app.use(
    `${API_BASE_PATH}/*`,
    requireToken({
      resolvers: [
        publicTokenResolver(deps.publicToken),
        staffTokenResolver(deps.staffToken ?? DEV_STAFF_TOKEN),
        ...(deps.userTokenResolvers ?? [userTokenResolver(deps.db, services.now)]),
      ],
      // The dev outbox checks its own token (API_DEV_OUTBOX_TOKEN) instead of the public/user tokens.
      isOpen: (path) => OPEN_PATHS.has(path) || (devOutbox && path === `${API_BASE_PATH}${DEV_OUTBOX_PATH}`),
    }),
  );
  // Every write of every route counts against the write caps (src/limits/write-throttle.ts, its exemptions there).
  app.use('*', writeThrottle(services.limits.writes, isUploadPath));
  // A POST's `Idempotency-Key` (sign-up, OTP sends from the gateway): a repeated key replays the first answer.
  app.use(`${API_BASE_PATH}/*`, idempotencyKeys(services.db, services.now, services.otpSecret));
  // ETag, 304 and Cache-Control on every GET; then public catalogue answers from memory (src/http-cache/).
  app.use(`${API_BASE_PATH}/*`, httpCaching());
  app.use(`${API_BASE_PATH}/*`, responseCacheMiddleware(cache));

  const paymentsDeps = { ...services, logger: { warn: logger.warn?.bind(logger) ?? console.warn }, settings: paymentSettings, ...paymentPorts(services.db, pricing, push, logger.error.bind(logger)) };
  const groupOrdersDeps = { ...services, pricing, seats: SEATS, payments: paymentSettings, holdHours: deps.groupOrderHoldHours ?? 48, wallet: { refund: refundToCustomerWallet } };
  const giftCardsDeps = { ...services, mailer: services.senders.mailer, provider: paymentSettings.provider, isAllowedReturnUrl: (url: string) => isAllowedReturnUrl(url, paymentSettings.returnOrigins) };
  const v1 = createRouter()
    .route('/', healthRoutes({ db: deps.db, driver: deps.driver ?? 'postgres', readiness: deps.readiness, redis: deps.redis }))
    // One line per domain; each registers its own routes from its folder.
    .route('/', catalogueRoutes({ ...services, changes }))
    .route('/', contentDomainRoutes({ ...services, cards: { load: loadPackageCards, schema: PackageCardSchema } }))
    .route('/', departureRoutes({ ...services, releaseExpiredHolds }))
    .route('/', accountsRoutes(services))
    .route('/', wishlistDomainRoutes({ ...services, cards: { load: loadPackageCards, schema: PackageCardSchema }, viewer: { load: async (db, id) => toProfile(await loadCaller(db, id)), schema: UserProfileSchema } }))
    .route('/', otpRoutes(services))
    .route('/', travellersRoutes(services))
    .route('/', cartRoutes({ ...services, pricing, releaseExpiredHolds }))
    .route('/', paymentsRoutes(paymentsDeps))
    .route('/', ordersRoutes(services))
    .route('/', groupOrdersRoutes(groupOrdersDeps))
    .route('/', giftCardsRoutes(giftCardsDeps))
    .route('/', enquiriesRoutes(enquiryDeps))
    .route('/', subscribersRoutes(services))
    .route('/', zoomSessionsRoutes(services))
    .route('/', reviewsDomainRoutes(services))
    .route('/', faqsRoutes(services))
    .route('/', walletRoutes({ ...services, seats: SEATS, giftCards: { returnOrderParts: returnGiftCardParts }, orders: { findOwn: findOwnOrder, addPaid, load: loadOrder, toPayment, schemas: { order: OrderSchema, payment: PaymentSchema } } }))
    .route('/', employeesRoutes(services))
    .route('/', tourGuidesRoutes(services))
    .route('/', pushRoutes(services))
    .route('/', kycRoutes({ ...services, orders: { passengerCountOf: async (db, userId, orderId) => (await findOwnOrder(db, userId, orderId)).passengers.length } }))
    .route('/', countriesRoutes({ places: PLACES }))
    .route('/', registrationsRoutes({ ...services, places: PLACES, kmyPackageIds }))
    .route('/', weatherRoutes({ ...services, provider: deps.weather ?? climatologyProvider }))
    .route('/', zoomSignUpRoutes({ ...services, enquiries: { submit: (lead, caller) => submitLead(enquiryDeps, { kind: 'zoom', ...lead }, caller), answerSchema: LeadOtpAnswerSchema } }))
    .route('/', messagingRoutes({ db: deps.db, devOutbox, devOutboxToken: deps.messaging?.devOutboxToken ?? DEV_OUTBOX_TOKEN }));
  app.route(API_BASE_PATH, v1);
  // Clips first: '/media/clips/x.webm' would otherwise reach the images route as kind 'clips' (a 400).
  app.route('/', clipRoutes({ db: deps.db }));
  app.route('/', fileRoutes(services));
  app.route('/', mediaRoutes({ db: deps.db, cache: createImageCache() }));
  // One provider-payment flow for bookings, gift cards and group shares: the test page and Razorpay's webhook.
  const payables = [bookingPayable(paymentsDeps), giftCardPayable(giftCardsDeps), groupSharePayable(groupOrdersDeps)];
  app.route('/', testProviderPage({ db: deps.db, provider: paymentSettings.testProvider, kinds: payables }));
  app.route('/', razorpayWebhookRoutes({ db: deps.db, kinds: payables, webhookSecret: paymentSettings.razorpayWebhookSecret, logger: { error: logger.error.bind(logger) } }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The public token or a user token, bare or as `Bearer <token>`',
  });
  const openApiConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Pilgrim booking REST API',
      version: '1.0.0',
      description: 'The REST /api/v1 of the booking platform: catalogue, content, accounts, OTP, wishlist, departures, travellers, cart, payments, orders, group orders, gift cards, enquiries, subscribers, Zoom sessions, reviews, FAQs, weather, the wallet, employees, tour guides, push tokens, countries and KMY registrations (see api/CONTRACT.md). Media under /media and the test payment page under /payment-provider/test are public.',
    },
    // The paths carry /api/v1, so the server is the origin itself (tools such as GraphQL Mesh need it).
    servers: [{ url: deps.publicUrl ?? '/', description: 'This api' }],
    security: [{ token: [] }],
  };
  app.get(`${API_BASE_PATH}/openapi.json`, (c) => c.json(withNullableHints(app.getOpenAPI31Document(openApiConfig))));

  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.status, error.message), error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody(400, error.message), 400);
    logger.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody(500, INTERNAL_ERROR_MESSAGE), 500);
  });
  return app;
}
