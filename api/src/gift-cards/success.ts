import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema/gift-cards.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { newGiftCardCode } from './code.ts';
import type { GiftCardsDeps } from './deps.ts';
import { mailGiftCard } from './mail.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { SuccessBody } from './schemas.ts';
import { checkoutsOf, findBoughtCard, toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/success', "Completes a gift card's payment: verifies the signature, issues the code and e-mails it to the recipient", SuccessBody, [404, 409]);

/**
 * `POST /gift-cart/success`: the provider's signature is checked first, against each checkout of the card (an
 * earlier one may be the one paid; a forged signature changes nothing: 400).
 * Then, in ONE transaction with the card locked: PAID with a new code and its whole amount as balance, and the
 * recipient's e-mail written to the outbox. A replay (PAID with the same provider payment id) answers the same;
 * another payment id for a paid card is 409.
 */
export function successRoute({ db, now, provider, mailer }: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const body = c.req.valid('json');
    const card = await findBoughtCard(db, buyerId, body.GiftcartId);
    const checkouts = await checkoutsOf(db, card, provider.name);
    const providerOrderId = checkouts.find((id) => provider.verifySignature({ providerOrderId: id, providerPaymentId: body.providerPaymentId, signature: body.signature }));
    if (!providerOrderId) throw new ApiError(400, MSG.verificationFailed);
    const row = await db.transaction(async (tx) => {
      const locked = await findBoughtCard(tx, buyerId, card.id, true);
      if (locked.status === 'PAID') {
        if (locked.providerPaymentId !== body.providerPaymentId) throw new ApiError(409, MSG.alreadyPaid);
        return locked;
      }
      const values = { status: 'PAID' as const, code: newGiftCardCode(), balancePaise: locked.amountPaise, providerOrderId, providerPaymentId: body.providerPaymentId, paidAt: now() };
      const [paid] = await tx.update(giftCards).set(values).where(eq(giftCards.id, card.id)).returning();
      await mailGiftCard(mailer, tx, { ...paid!, code: values.code });
      return paid!;
    });
    return c.json(ok(MSG.issued, toGiftCard(row, buyerId)), 200);
  });
}
