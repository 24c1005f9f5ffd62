import { ok } from '../http/answers.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { FailBody } from './schemas.ts';
import { failGiftCard } from './settle.ts';
import { toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/fail', "Records a failed or cancelled gift card payment (idempotent); a paid card is 409", FailBody, [404, 409]);

/** `POST /gift-cart/fail`: FAILED, with the card locked; paying it again starts with `/gift-cart/paymentinit`. */
export function failRoute(deps: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const row = await failGiftCard(deps, buyerId, c.req.valid('json').GiftcartId);
    return c.json(ok(MSG.failed, toGiftCard(row, buyerId)), 200);
  });
}
