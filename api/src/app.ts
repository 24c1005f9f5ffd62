import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { accountsRoutes } from './accounts/routes.ts';
import { userTokenResolver } from './accounts/sessions.ts';
import { loadPackageCards } from './catalogue/package-cards.ts';
import { departureRoutes } from './booking/departure-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { PackageCardSchema } from './catalogue/schemas.ts';
import { contentRoutes } from './content/content-routes.ts';
import { enquiriesRoutes } from './enquiries/routes.ts';
import { DEV_API_PROXY_KEY, DEV_OUTBOX_TOKEN } from './env.ts';
import { publicTokenResolver, requireToken, type TokenResolver } from './http/auth.ts';
import { ApiError, errorBody, INTERNAL_ERROR_MESSAGE } from './http/errors.ts';
import { healthRoutes } from './http/health-routes.ts';
import { createRouter } from './http/router.ts';
import { clientIpMiddleware } from './limits/client-ip.ts';
import { createImageCache, mediaRoutes } from './media/media-routes.ts';
import { DEV_OUTBOX_PATH } from './messaging/dev-outbox-routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { otpRoutes } from './otp/otp-routes.ts';
import { createServices, type ServiceOptions } from './services.ts';
import { wishlistDomainRoutes } from './wishlist/routes.ts';
import { travellersRoutes } from './travellers/routes.ts';

export const API_BASE_PATH = '/api/v1';
/** No request of the contract comes near this; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024;
const OPEN_PATHS = new Set([`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/health`]);

export type Logger = Pick<Console, 'error'>;

/** The app-level services (db, clock, OTP secret, limits, messaging: src/services.ts) and the HTTP settings. */
export type AppDeps = ServiceOptions & {
  /** Which driver serves the database, reported by /health. */
  driver?: string;
  publicToken: string;
  /** Resolvers for user tokens, tried after the public token; default: the accounts' own user tokens. */
  userTokenResolvers?: TokenResolver[];
  logger?: Logger;
  /** API_PROXY_KEY: the key that makes a proxy's `x-client-ip` trusted (default: the development key). */
  proxyKey?: string;
};

export function createApp(deps: AppDeps) {
  const logger = deps.logger ?? console;
  const services = createServices(deps);
  const devOutbox = deps.messaging?.devOutbox ?? false;
  const app = createRouter();
  app.use('*', requestId());
  app.use('*', clientIpMiddleware(deps.proxyKey ?? DEV_API_PROXY_KEY));
  app.use(
    `${API_BASE_PATH}/*`,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(413, `Request body too large (at most ${MAX_BODY_BYTES / 1024} KB)`), 413),
    }),
  );
  app.use(
    `${API_BASE_PATH}/*`,
    requireToken({
      resolvers: [publicTokenResolver(deps.publicToken), ...(deps.userTokenResolvers ?? [userTokenResolver(deps.db, services.now)])],
      // The dev outbox checks its own token (API_DEV_OUTBOX_TOKEN) instead of the public/user tokens.
      isOpen: (path) => OPEN_PATHS.has(path) || (devOutbox && path === `${API_BASE_PATH}${DEV_OUTBOX_PATH}`),
    }),
  );

  const v1 = createRouter()
    .route('/', healthRoutes({ db: deps.db, driver: deps.driver ?? 'postgres' }))
    // One line per domain; each registers its own routes from its folder.
    .route('/', catalogueRoutes(services))
    .route('/', contentRoutes(services))
    .route('/', departureRoutes(services))
    .route('/', accountsRoutes(services))
    .route('/', wishlistDomainRoutes({ ...services, cards: { load: loadPackageCards, schema: PackageCardSchema } }))
    .route('/', otpRoutes(services))
    .route('/', travellersRoutes(services))
    .route('/', enquiriesRoutes(services))
    .route('/', messagingRoutes({ db: deps.db, devOutbox, devOutboxToken: deps.messaging?.devOutboxToken ?? DEV_OUTBOX_TOKEN }));
  app.route(API_BASE_PATH, v1);
  app.route('/', mediaRoutes({ db: deps.db, cache: createImageCache() }));

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The public token or a user token, bare or as `Bearer <token>`',
  });
  app.doc31(`${API_BASE_PATH}/openapi.json`, {
    openapi: '3.1.0',
    info: {
      title: 'Pilgrim booking REST API',
      version: '1.0.0',
      description: 'The REST /api/v1 of the booking platform: catalogue, content, accounts, OTP, wishlist, departures, travellers and enquiries (see api/CONTRACT.md). Media under /media is public.',
    },
    security: [{ token: [] }],
  });

  app.notFound((c) => c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.status, error.message), error.status, error.headers);
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody(400, error.message), 400);
    logger.error(`[${c.get('requestId')}] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody(500, INTERNAL_ERROR_MESSAGE), 500);
  });
  return app;
}
