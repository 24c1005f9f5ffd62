import { createRoute } from '@hono/zod-openapi';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { addToCartRoute } from './add-to-cart.ts';
import { cartAnswer } from './answer.ts';
import { applyCouponRoute } from './apply-coupon.ts';
import { applyGiftCardRoute } from './apply-gift-card.ts';
import { quoteCart } from './cart-store.ts';
import type { CartDeps } from './deps.ts';
import { removeCouponRoute } from './remove-coupon.ts';
import { removeGiftCardRoute } from './remove-gift-card.ts';
import { CartAnswerSchema } from './schemas.ts';
import { setGstRoute } from './set-gst.ts';

const getRoute = createRoute({
  method: 'get',
  path: '/cart',
  tags: ['cart'],
  summary: "The caller's cart, priced now (`data.data`, null when empty)",
  ...userOnly,
  responses: jsonResponses('The cart', CartAnswerSchema, [401]),
});

/** The cart routes of api/CONTRACT.md (all 🔒): one file per mutation. */
export function cartRoutes(deps: CartDeps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(cartAnswer(OK_MESSAGE, (await quoteCart(deps.db, callerId(c), deps.pricing, deps.now()))?.cart ?? null), 200))
    .route('/', addToCartRoute(deps))
    .route('/', applyCouponRoute(deps))
    .route('/', removeCouponRoute(deps))
    .route('/', applyGiftCardRoute(deps))
    .route('/', removeGiftCardRoute(deps))
    .route('/', setGstRoute(deps));
}
