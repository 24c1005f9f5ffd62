import { createRouter } from '../http/router.ts';
import type { WalletDeps } from './deps.ts';
import { walletReadRoutes } from './read-routes.ts';
import { requestToPayRoute } from './request-to-pay.ts';
import { staffCancelOrderRoute } from './staff-cancel-order.ts';
import { staffCreditRoute } from './staff-credit.ts';
import { staffRefundPaymentRoute } from './staff-refund-payment.ts';

/** The wallet (api/CONTRACT.md "Wallet (issue 13)"): the caller's balance, transactions and spend 🔒; staff credits, cancels and refunds. */
export function walletRoutes(deps: WalletDeps) {
  return createRouter()
    .route('/', walletReadRoutes(deps))
    .route('/', requestToPayRoute(deps))
    .route('/', staffCreditRoute(deps))
    .route('/', staffCancelOrderRoute(deps))
    .route('/', staffRefundPaymentRoute(deps));
}
