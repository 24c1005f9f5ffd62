import { createRouter } from '../http/router.ts';
import { addRoute } from './add.ts';
import { cardOrderRoutes } from './card-order-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { failRoute } from './fail.ts';
import { paymentInitRoute } from './payment-init.ts';
import { successRoute } from './success.ts';

/** The gift card routes of api/CONTRACT.md "Gift cards (issue 13)" (all 🔒): the spec's `/gift-cart/*` and `/card-order/*`. */
export function giftCardsRoutes(deps: GiftCardsDeps) {
  return createRouter()
    .route('/', addRoute(deps))
    .route('/', paymentInitRoute(deps))
    .route('/', successRoute(deps))
    .route('/', failRoute(deps))
    .route('/', cardOrderRoutes(deps));
}
