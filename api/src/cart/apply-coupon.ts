import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { cartAnswer, cartRoute, requireCart } from './answer.ts';
import { updateCart } from './cart-store.ts';
import { couponProblem, findCoupon } from './coupons.ts';
import type { CartDeps } from './deps.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { ApplyCouponBody } from './schemas.ts';

const route = cartRoute('/cart/applyCoupon', "Applies a coupon; a refused code answers the rule's message", ApplyCouponBody, [400, 404]);

/** `POST /cart/applyCoupon`: the code is checked against the cart's subtotal; nothing changes when refused. */
export function applyCouponRoute({ db, now, pricing }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const at = now();
    const cart = await requireCart(db, userId, pricing, at);
    const coupon = await findCoupon(db, c.req.valid('json').couponCode);
    const problem = couponProblem(coupon, cart.subtotalPaise, at);
    if (problem || !coupon) throw new ApiError(400, problem ?? MSG.couponInvalid);
    await updateCart(db, userId, { couponCode: coupon.code }, at);
    return c.json(cartAnswer(MSG.couponApplied, await requireCart(db, userId, pricing, at)), 200);
  });
}
