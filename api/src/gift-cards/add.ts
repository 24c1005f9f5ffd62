import { randomBytes } from 'node:crypto';
import { giftCards } from '../db/schema/gift-cards.ts';
import { ok } from '../http/answers.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { AddBody } from './schemas.ts';
import { toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/add', 'Creates a gift card to buy (PENDING): amount, recipient and message', AddBody, []);

/** `POST /gift-cart/add`: nothing is paid yet; `/gift-cart/paymentinit` starts the payment. */
export function addRoute({ db, now }: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const body = c.req.valid('json');
    const [row] = await db
      .insert(giftCards)
      .values({
        id: randomBytes(12).toString('hex'),
        buyerId,
        amountPaise: body.amountPaise,
        recipientName: body.recipientName,
        recipientEmail: body.recipientEmail,
        message: body.message,
        status: 'PENDING',
        createdAt: now(),
      })
      .returning();
    return c.json(ok(MSG.created, toGiftCard(row!, buyerId)), 200);
  });
}
