import type { AppDeps, Logger } from '../app.ts';
import { verifiedMobileOf } from '../accounts/users.ts';
import type { createChangePath } from '../catalogue-changes/change-path.ts';
import type { CardLoader } from '../catalogue/card-cache.ts';
import { DEFAULT_UNPAID_HOLD_LIMITS } from '../group-orders/unpaid-hold-limits.ts';
import type { PaymentSettings } from '../payments/deps.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { isAllowedReturnUrl } from '../provider-payments/return-url.ts';
import type { PushSender } from '../push/push-sender.ts';
import type { AppServices } from '../services.ts';
import { refundToCustomerWallet } from '../wallet/credit.ts';
import { sendJoinLink } from '../zoom-sessions/join-link-mail.ts';
import { paymentPorts } from './payment-ports.ts';
import { SEATS } from './seats.ts';

/** What createApp settled once (defaults applied) and every route registration reads. */
export type AppContext = {
  deps: AppDeps;
  services: AppServices;
  logger: Logger;
  pricing: PricingSettings;
  push: PushSender;
  paymentSettings: PaymentSettings;
  changes: ReturnType<typeof createChangePath>;
  /** Package cards by id: from the card cache when the response cache is on (catalogue/card-cache.ts). */
  loadCards: CardLoader;
};

/** The dependencies of the domains that reach into others through ports (so that no domain imports another). */
export function domainDeps({ deps, services, logger, pricing, push, paymentSettings }: AppContext) {
  const { mailer } = services.senders;
  return {
    // A verified Zoom sign-up (by its OTP, or a number already proven) e-mails its join link.
    enquiries: { ...services, afterVerify: { zoom: sendJoinLink(mailer) }, verifiedMobileOf },
    payments: { ...services, logger: { warn: logger.warn?.bind(logger) ?? console.warn }, settings: paymentSettings, ...paymentPorts(services.db, pricing, push, logger.error.bind(logger)) },
    groupOrders: { ...services, pricing, seats: SEATS, payments: paymentSettings, holdHours: deps.groupOrderHoldHours ?? 48, unpaidHoldLimits: deps.groupOrderHoldLimits ?? DEFAULT_UNPAID_HOLD_LIMITS, wallet: { refund: refundToCustomerWallet } },
    giftCards: { ...services, mailer, logger: { warn: logger.warn?.bind(logger) ?? console.warn }, provider: paymentSettings.provider, isAllowedReturnUrl: (url: string) => isAllowedReturnUrl(url, paymentSettings.returnOrigins) },
  };
}

export type DomainDeps = ReturnType<typeof domainDeps>;
