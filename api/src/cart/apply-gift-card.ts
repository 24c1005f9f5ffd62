import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { cartAnswer, cartRoute, requireCart } from './answer.ts';
import { updateCart } from './cart-store.ts';
import type { CartDeps } from './deps.ts';
import { findGiftCardByCode, giftCardProblem } from './gift-card.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { ApplyGiftCardBody } from './schemas.ts';

const route = cartRoute('/cart/applyGiftCard', "Applies a gift card's code: its balance pays part of the total (after GST); a refused code changes nothing", ApplyGiftCardBody, [400, 404]);

/**
 * `POST /cart/applyGiftCard`: any paid card with a balance (a gift card is a bearer card: whoever has the code
 * may spend it). The balance is only read here; it is taken when the order is made.
 */
export function applyGiftCardRoute({ db, now, pricing }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const at = now();
    await requireCart(db, userId, pricing, at);
    const card = await findGiftCardByCode(db, c.req.valid('json').code);
    const problem = giftCardProblem(card);
    if (problem || !card) throw new ApiError(400, problem ?? MSG.giftCardInvalid);
    await updateCart(db, userId, { giftCardId: card.id }, at);
    return c.json(cartAnswer(MSG.giftCardApplied, await requireCart(db, userId, pricing, at)), 200);
  });
}
