import { createRouter } from '../http/router.ts';
import { cancelGroupOrderRoute } from './cancel-group-order.ts';
import { createGroupOrderRoute } from './create-group-order.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { initPaymentRoute } from './init-payment.ts';
import { paymentCallbackRoutes } from './payment-callbacks.ts';
import { readRoutes } from './read-routes.ts';
import { staffRefundSharePaymentRoute } from './staff-refund-payment.ts';
import { updateCartRoute } from './update-cart.ts';
import { updateGstRoute } from './update-gst.ts';

/** The group-order routes of api/CONTRACT.md "Group orders (issue 13)" (🔒; the refund of a REFUND_DUE share payment: staff token). */
export function groupOrdersRoutes(deps: GroupOrdersDeps) {
  return createRouter()
    .route('/', createGroupOrderRoute(deps))
    .route('/', cancelGroupOrderRoute(deps))
    .route('/', readRoutes(deps))
    .route('/', updateCartRoute(deps))
    .route('/', updateGstRoute(deps))
    .route('/', initPaymentRoute(deps))
    .route('/', paymentCallbackRoutes(deps))
    .route('/', staffRefundSharePaymentRoute(deps));
}
