import { createRouter } from '../http/router.ts';
import { completeRoutes } from './complete.ts';
import type { PaymentsDeps } from './deps.ts';
import { failRoute } from './fail.ts';
import { getPaymentRoute } from './get-payment.ts';
import { initiateRoute } from './initiate.ts';
import { pendingInitiateRoute } from './pending-initiate.ts';
import { pendingOfflineRoute } from './pending-offline.ts';
import { proofRoutes } from './proof-routes.ts';

/** The payment routes of api/CONTRACT.md (all 🔒): one file per mutation. */
export function paymentsRoutes(deps: PaymentsDeps) {
  return createRouter()
    .route('/', initiateRoute(deps))
    .route('/', completeRoutes(deps))
    .route('/', failRoute(deps))
    .route('/', pendingInitiateRoute(deps))
    .route('/', pendingOfflineRoute(deps))
    .route('/', proofRoutes(deps))
    .route('/', getPaymentRoute(deps));
}
