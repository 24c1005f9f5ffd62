import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { giftCardPayments, giftCards } from '../db/schema/gift-cards.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { openProviderOrder } from '../provider-payments/checkout.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { PaymentInitBody } from './schemas.ts';
import { findBoughtCard, toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/paymentinit', "Starts paying a gift card: `{ GiftcartId, paymentMethod: 'razorpay' }` → the provider's order and checkout URL", PaymentInitBody, [404, 409]);

/**
 * `POST /gift-cart/paymentinit`: creates the provider's order (`openProviderOrder`, outside any transaction), then
 * records it on the caller's unpaid card (a FAILED card may be paid again: PENDING) and as one more of its
 * checkouts (`gift_card_payments`: an earlier checkout paid later still verifies). A paid card is 409.
 */
export function paymentInitRoute({ db, now, provider, isAllowedReturnUrl }: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const body = c.req.valid('json');
    if (!isAllowedReturnUrl(body.returnUrl)) throw new ApiError(400, MSG.returnUrl);
    const card = await findBoughtCard(db, buyerId, body.GiftcartId);
    if (card.status === 'PAID') throw new ApiError(409, MSG.alreadyPaid);
    const { providerKeyId, ...order } = await openProviderOrder(provider, card.amountPaise, card.id);
    const row = await db.transaction(async (tx) => {
      const locked = await findBoughtCard(tx, buyerId, card.id, true);
      if (locked.status === 'PAID') throw new ApiError(409, MSG.alreadyPaid);
      const checkout = { ...order, returnUrl: body.returnUrl };
      await tx.insert(giftCardPayments).values({ id: randomBytes(12).toString('hex'), giftCardId: card.id, ...checkout, createdAt: now() });
      const [updated] = await tx.update(giftCards).set({ status: 'PENDING', paymentMethod: body.paymentMethod, providerKeyId, ...checkout }).where(eq(giftCards.id, card.id)).returning();
      return updated!;
    });
    return c.json(ok(MSG.paymentCreated, toGiftCard(row, buyerId)), 200);
  });
}
