import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { giftCartRoute } from './route-support.ts';
import { SuccessBody } from './schemas.ts';
import { payGiftCard } from './settle.ts';
import { checkoutsOf, findBoughtCard, toGiftCard } from './store.ts';

const route = giftCartRoute('/gift-cart/success', "Completes a gift card's payment: verifies the signature, issues the code and e-mails it to the recipient", SuccessBody, [404, 409]);

/**
 * `POST /gift-cart/success`: the provider's signature is checked first, against each checkout of the card (an
 * earlier one may be the one paid; a forged signature changes nothing: 400); then `payGiftCard` (one
 * transaction: PAID, code, e-mail; a replay answers the same; another payment id for a paid card is 409; another
 * checkout paid too is recorded REFUND_DUE and answered 409 with the refund message, its replay the same).
 */
export function successRoute(deps: GiftCardsDeps) {
  return createRouter().openapi(route, async (c) => {
    const buyerId = callerId(c);
    const body = c.req.valid('json');
    const card = await findBoughtCard(deps.db, buyerId, body.GiftcartId);
    const checkouts = await checkoutsOf(deps.db, card, deps.provider.name);
    const providerOrderId = checkouts.find((id) => deps.provider.verifySignature({ providerOrderId: id, providerPaymentId: body.providerPaymentId, signature: body.signature }));
    if (!providerOrderId) throw new ApiError(400, MSG.verificationFailed);
    const outcome = await payGiftCard(deps, buyerId, card.id, providerOrderId, body.providerPaymentId);
    // Recorded (REFUND_DUE) and committed: the customer is told the money comes back.
    if (outcome.kind === 'refund') throw new ApiError(409, MSG.refundDue);
    return c.json(ok(MSG.issued, toGiftCard(outcome.card, buyerId)), 200);
  });
}
