import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { cartAnswer, cartRoute, requireCart } from './answer.ts';
import { updateCart } from './cart-store.ts';
import type { CartDeps } from './deps.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { SourceBody } from './schemas.ts';

const route = cartRoute('/cart/removeGiftCard', 'Removes the gift card (idempotent)', SourceBody, [404]);

/** `POST /cart/removeGiftCard`. */
export function removeGiftCardRoute({ db, now, pricing }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const at = now();
    if (!(await updateCart(db, userId, { giftCardId: null }, at))) throw new ApiError(404, MSG.emptyCart);
    return c.json(cartAnswer(MSG.giftCardRemoved, await requireCart(db, userId, pricing, at)), 200);
  });
}
