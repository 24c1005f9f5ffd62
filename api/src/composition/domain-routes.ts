import { accountsRoutes } from '../accounts/routes.ts';
import { UserProfileSchema } from '../accounts/schemas.ts';
import { loadCaller, toProfile } from '../accounts/users.ts';
import { departureRoutes } from '../booking/departure-routes.ts';
import { cartRoutes } from '../cart/routes.ts';
import { catalogueRoutes } from '../catalogue/routes.ts';
import { PackageCardSchema } from '../catalogue/schemas.ts';
import { kmyPackageIds } from '../content/page-queries.ts';
import { contentDomainRoutes } from '../content/routes.ts';
import { PLACES } from '../countries/places.ts';
import { countriesRoutes } from '../countries/routes.ts';
import { employeesRoutes } from '../employees/routes.ts';
import { LeadOtpAnswerSchema } from '../enquiries/lead-answers.ts';
import { enquiriesRoutes } from '../enquiries/routes.ts';
import { submitLead } from '../enquiries/submit-lead.ts';
import { DEV_OUTBOX_TOKEN } from '../env.ts';
import { faqsRoutes } from '../faqs/routes.ts';
import { returnGiftCardParts } from '../gift-cards/refund-order.ts';
import { giftCardsRoutes } from '../gift-cards/routes.ts';
import { groupOrdersRoutes } from '../group-orders/routes.ts';
import { healthRoutes } from '../http/health-routes.ts';
import { createRouter } from '../http/router.ts';
import { kycRoutes } from '../kyc/routes.ts';
import { messagingRoutes } from '../messaging/routes.ts';
import { findOwnOrder } from '../orders/store.ts';
import { ordersRoutes } from '../orders/routes.ts';
import { otpRoutes } from '../otp/otp-routes.ts';
import { paymentsRoutes } from '../payments/routes.ts';
import { pushRoutes } from '../push/routes.ts';
import { refundsDueRoutes } from '../refunds-due/routes.ts';
import { registrationsRoutes } from '../registrations/routes.ts';
import { reviewsDomainRoutes } from '../reviews/routes.ts';
import { subscribersRoutes } from '../subscribers/routes.ts';
import { tourGuidesRoutes } from '../tour-guides/routes.ts';
import { travellersRoutes } from '../travellers/routes.ts';
import { walletRoutes } from '../wallet/routes.ts';
import { climatologyProvider } from '../weather/climatology.ts';
import { weatherRoutes } from '../weather/routes.ts';
import { wishlistDomainRoutes } from '../wishlist/routes.ts';
import { zoomSessionsRoutes } from '../zoom-sessions/routes.ts';
import { zoomSignUpRoutes } from '../zoom-sessions/sign-up-routes.ts';
import type { AppContext, DomainDeps } from './domain-deps.ts';
import { ORDERS } from './payment-ports.ts';
import { releaseExpiredHolds, SEATS } from './seats.ts';

/** The /api/v1 router: one line per domain; each registers its own routes from its folder (order kept). */
export function domainRoutes({ deps, services, pricing, changes, loadCards }: AppContext, ports: DomainDeps) {
  const cards = { load: loadCards, schema: PackageCardSchema };
  const devOutbox = deps.messaging?.devOutbox ?? false;
  return createRouter()
    .route('/', healthRoutes({ db: deps.db, driver: deps.driver ?? 'postgres', readiness: deps.readiness, redis: deps.redis }))
    .route('/', catalogueRoutes({ ...services, changes }))
    .route('/', contentDomainRoutes({ ...services, cards }))
    .route('/', departureRoutes({ ...services, releaseExpiredHolds }))
    .route('/', accountsRoutes(services))
    .route('/', wishlistDomainRoutes({ ...services, cards, viewer: { load: async (db, c) => toProfile(await loadCaller(db, c)), schema: UserProfileSchema } }))
    .route('/', otpRoutes(services))
    .route('/', travellersRoutes(services))
    .route('/', cartRoutes({ ...services, pricing, releaseExpiredHolds }))
    .route('/', paymentsRoutes(ports.payments))
    .route('/', ordersRoutes(services))
    .route('/', groupOrdersRoutes(ports.groupOrders))
    .route('/', giftCardsRoutes(ports.giftCards))
    .route('/', enquiriesRoutes(ports.enquiries))
    .route('/', subscribersRoutes(services))
    .route('/', zoomSessionsRoutes(services))
    .route('/', reviewsDomainRoutes(services))
    .route('/', faqsRoutes(services))
    .route('/', walletRoutes({ ...services, seats: SEATS, giftCards: { returnOrderParts: returnGiftCardParts }, orders: ORDERS }))
    .route('/', refundsDueRoutes(services))
    .route('/', employeesRoutes(services))
    .route('/', tourGuidesRoutes(services))
    .route('/', pushRoutes(services))
    .route('/', kycRoutes({ ...services, orders: { passengerCountOf: async (db, userId, orderId) => (await findOwnOrder(db, userId, orderId)).passengers.length } }))
    .route('/', countriesRoutes({ places: PLACES }))
    .route('/', registrationsRoutes({ ...services, places: PLACES, kmyPackageIds }))
    .route('/', weatherRoutes({ ...services, provider: deps.weather ?? climatologyProvider }))
    .route('/', zoomSignUpRoutes({ ...services, enquiries: { submit: (lead, caller) => submitLead(ports.enquiries, { kind: 'zoom', ...lead }, caller), answerSchema: LeadOtpAnswerSchema } }))
    .route('/', messagingRoutes({ db: deps.db, devOutbox, devOutboxToken: deps.messaging?.devOutboxToken ?? DEV_OUTBOX_TOKEN }));
}
