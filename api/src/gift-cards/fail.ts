import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema/gift-cards.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { FailBody } from './schemas.ts';
import { findBoughtCard, toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/fail', "Records a failed or cancelled gift card payment (idempotent); a paid card is 409", FailBody, [404, 409]);

/** `POST /gift-cart/fail`: FAILED, with the card locked; paying it again starts with `/gift-cart/paymentinit`. */
export function failRoute({ db }: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const id = c.req.valid('json').GiftcartId;
    const row = await db.transaction(async (tx) => {
      const card = await findBoughtCard(tx, buyerId, id, true);
      if (card.status === 'PAID') throw new ApiError(409, MSG.alreadyPaid);
      const [failed] = await tx.update(giftCards).set({ status: 'FAILED' }).where(eq(giftCards.id, id)).returning();
      return failed!;
    });
    return c.json(ok(MSG.failed, toGiftCard(row, buyerId)), 200);
  });
}
