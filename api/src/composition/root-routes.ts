import type { OpenAPIHono } from '@hono/zod-openapi';
import { fileRoutes } from '../files/file-routes.ts';
import { giftCardPayable } from '../gift-cards/payable.ts';
import { groupSharePayable } from '../group-orders/payable.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clipRoutes } from '../media/clip-routes.ts';
import { createImageCache, mediaRoutes } from '../media/media-routes.ts';
import { bookingPayable } from '../payments/payable.ts';
import { testProviderPage } from '../provider-payments/test-provider-page.ts';
import { razorpayWebhookRoutes } from '../provider-payments/webhook.ts';
import type { AppContext, DomainDeps } from './domain-deps.ts';

/** The public routes outside /api/v1: media, clips, stored files, and the provider payment pages and webhook. */
export function useRootRoutes(app: OpenAPIHono<AppEnv>, { deps, services, logger, paymentSettings }: AppContext, ports: DomainDeps): void {
  // Clips first: '/media/clips/x.webm' would otherwise reach the images route as kind 'clips' (a 400).
  app.route('/', clipRoutes({ db: deps.db }));
  app.route('/', fileRoutes(services));
  app.route('/', mediaRoutes({ db: deps.db, cache: createImageCache() }));
  // One provider-payment flow for bookings, gift cards and group shares: the test page and Razorpay's webhook.
  const payables = [bookingPayable(ports.payments), giftCardPayable(ports.giftCards), groupSharePayable(ports.groupOrders)];
  app.route('/', testProviderPage({ db: deps.db, provider: paymentSettings.testProvider, kinds: payables }));
  app.route('/', razorpayWebhookRoutes({ db: deps.db, kinds: payables, webhookSecret: paymentSettings.razorpayWebhookSecret, logger: { error: logger.error.bind(logger) }, now: services.now }));
}
