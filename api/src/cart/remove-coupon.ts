import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { cartAnswer, cartRoute, requireCart } from './answer.ts';
import { updateCart } from './cart-store.ts';
import type { CartDeps } from './deps.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { SourceBody } from './schemas.ts';

const route = cartRoute('/cart/removeCoupon', 'Removes the coupon (idempotent)', SourceBody, [404]);

/** `POST /cart/removeCoupon`. */
export function removeCouponRoute({ db, now, pricing }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const at = now();
    if (!(await updateCart(db, userId, { couponCode: null }, at))) throw new ApiError(404, MSG.emptyCart);
    return c.json(cartAnswer(MSG.couponRemoved, await requireCart(db, userId, pricing, at)), 200);
  });
}
