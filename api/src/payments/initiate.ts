import { randomBytes } from 'node:crypto';
import { payments } from '../db/schema/payments.ts';
import { todayInIndia } from '../calendar/dates.ts';
import { ApiError } from '../http/errors.ts';
import { ok } from '../http/answers.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { isAllowedReturnUrl } from '../provider-payments/return-url.ts';
import { InitiateBody } from './schemas.ts';
import { checkHoldStarts } from './hold-starts.ts';
import { expiredHoldsOf, giveBack, markReleased, ownOpenHolds, releaseOwnOpenHolds } from './store.ts';

/**
 * `PUT /payment/initiate`: prices the cart (409 when `expectedAmountPaise` differs), creates the provider's
 * order, replaces the caller's earlier open payment, then in ONE transaction locks the cart row (so two
 * initiates of one user run one after the other: the second replaces the first), gives back the caller's open
 * holds and the departure's expired ones, holds the seats with one conditional UPDATE and records the payment
 * with the priced snapshot. When the seats are gone the transaction rolls back and the answer is 409; a user who
 * started PAYMENT_MAX_HOLDS_PER_DEPARTURE unpaid holds on the date in 24 hours gets a 429 (hold-starts.ts).
 */
export function initiateRoute(deps: PaymentsDeps) {
  const { db, now, settings, cart, seats, orders } = deps;
  const route = paymentRoute('/payment/initiate', 'Starts paying the cart: holds the seats and creates the provider order', InitiateBody, orders.schemas.payment, [404, 409]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    if (!isAllowedReturnUrl(body.returnUrl, settings.returnOrigins)) throw new ApiError(400, MSG.returnUrl);
    const at = now();
    const quote = await cart.quote(db, userId, at);
    if (!quote) throw new ApiError(400, MSG.emptyCart);
    if (quote.travellerCount === 0) throw new ApiError(400, MSG.noTravellers);
    const amountPaise = body.kind === 'ADVANCE' ? quote.minimumAdvancePaise : quote.totalPaise;
    if (amountPaise === null) throw new ApiError(400, MSG.noPartPayment);
    if (quote.snapshot.departureDate <= todayInIndia(at)) throw new ApiError(400, MSG.dateNotAvailable);
    if (amountPaise <= 0) throw new ApiError(400, MSG.zeroAmount);
    if (body.expectedAmountPaise !== undefined && body.expectedAmountPaise !== amountPaise) throw new ApiError(409, MSG.priceChanged);
    await checkHoldStarts(db, userId, quote.departureId, at, settings.maxHoldsPerDeparture);
    const id = randomBytes(12).toString('hex');
    const providerOrder = await settings.provider.createOrder({ amountPaise, receipt: id });
    // Its own transaction first, so that the hold transaction below usually touches one departure only.
    await db.transaction((tx) => releaseOwnOpenHolds(tx, seats, userId, at));
    const row = await db.transaction(async (tx) => {
      await cart.lock(tx, userId);
      // Again under the cart's lock: concurrent initiates of this user are counted one after the other.
      await checkHoldStarts(tx, userId, quote.departureId, at, settings.maxHoldsPerDeparture);
      // A concurrent initiate of this user that committed meanwhile is replaced too; every payment row is
      // locked before any departure row, so initiates, failures and late successes cannot deadlock.
      const own = await markReleased(tx, ownOpenHolds(userId), at, MSG.replacedReason);
      const expired = await markReleased(tx, expiredHoldsOf(quote.departureId, at), at, 'seat hold expired');
      await giveBack(tx, seats, [...own, ...expired]);
      const held = await seats.hold(tx, quote.departureId, quote.travellerCount);
      if (!held) throw new ApiError(409, MSG.seatsLeft(await seats.seatsLeft(tx, quote.departureId)));
      const [inserted] = await tx
        .insert(payments)
        .values({
          id,
          userId,
          kind: body.kind,
          amountPaise,
          status: 'CREATED',
          provider: settings.provider.name,
          providerOrderId: providerOrder.providerOrderId,
          checkoutUrl: providerOrder.checkoutUrl,
          providerKeyId: settings.provider.keyId,
          returnUrl: body.returnUrl,
          quote: quote.snapshot,
          departureId: quote.departureId,
          seatsHeld: quote.travellerCount,
          holdExpiresAt: new Date(at.getTime() + settings.holdMinutes * 60_000),
          createdAt: at,
        })
        .returning();
      return inserted!;
    });
    return c.json(ok(MSG.created, orders.toPayment(row)), 200);
  });
}
