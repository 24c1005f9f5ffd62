import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import { groupSharePayments } from '../db/schema/group-orders.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { openProviderOrder } from '../provider-payments/checkout.ts';
import { isAllowedReturnUrl } from '../provider-payments/return-url.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { claimShares } from './members.ts';
import { holdShareWhilePaying } from './holds.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { toSharePayment } from './payment-store.ts';
import { bodyRoute } from './route-support.ts';
import { InitSharePaymentBody, SharePaymentSchema } from './schemas.ts';
import { shareCartOf } from './share-cart.ts';
import { assertShareOpen } from './share-status.ts';
import { findOwnShare } from './store.ts';

const route = bodyRoute('put', '/group-order-passenger/init-payment', "Starts paying the caller's share through the payment provider", InitSharePaymentBody, SharePaymentSchema, [404, 409]);

/**
 * `PUT /group-order-passenger/init-payment`: the share must hold all its travellers; it is priced now (409 when
 * `expectedAmountPaise` differs; a cancelled group order 409), the provider order made outside any transaction (`openProviderOrder`), then under the share's row
 * lock the share's earlier open payments become FAILED and the new one is recorded with the priced snapshot.
 * A share whose hold expired holds its seats again (409 when they are gone); the hold lasts at least
 * PAYMENT_HOLD_MINUTES from now (group-orders/holds.ts).
 */
export function initPaymentRoute({ db, now, pricing, payments, seats }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    if (!isAllowedReturnUrl(body.returnUrl, payments.returnOrigins)) throw new ApiError(400, MSG.returnUrl);
    await claimShares(db, userId);
    const at = now();
    const { share, group } = await findOwnShare(db, userId, body.groupOrderId);
    assertShareOpen(share, group);
    const cart = await shareCartOf(db, share, group, pricing);
    if (cart.yatraDate <= todayInIndia(at)) throw new ApiError(400, MSG.dateNotAvailable);
    const passengers = cart.PassengerList.filter((passenger) => passenger.passengerId !== null);
    if (passengers.length !== share.persons) throw new ApiError(400, MSG.fillShare(share.persons));
    if (body.expectedAmountPaise !== undefined && body.expectedAmountPaise !== cart.totalPaise) throw new ApiError(409, MSG.priceChanged);
    const id = randomBytes(12).toString('hex');
    const providerOrder = await openProviderOrder(payments.provider, cart.totalPaise, id);
    const row = await db.transaction(async (tx) => {
      const locked = await findOwnShare(tx, userId, group.id, true);
      assertShareOpen(locked.share, locked.group);
      await holdShareWhilePaying(tx, seats, locked, at, payments.holdMinutes);
      await tx
        .update(groupSharePayments)
        .set({ status: 'FAILED', failureReason: 'replaced by a new payment' })
        .where(and(eq(groupSharePayments.shareId, share.id), eq(groupSharePayments.status, 'CREATED')));
      const { PassengerList, occupancy, subtotalPaise, discountPaise, gstPaise, totalPaise } = cart;
      const quote = { occupancy, passengers: PassengerList.map(({ passengerId: _id, ...passenger }) => passenger), subtotalPaise, discountPaise, gstPaise, totalPaise };
      const [inserted] = await tx
        .insert(groupSharePayments)
        .values({ id, shareId: share.id, userId, amountPaise: totalPaise, status: 'CREATED', ...providerOrder, returnUrl: body.returnUrl, quote, createdAt: at })
        .returning();
      return inserted!;
    });
    return c.json(ok(MSG.paymentCreated, toSharePayment(row, group.id)), 200);
  });
}
