import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import type { WalletDeps } from './deps.ts';
import { WALLET_MESSAGES as MSG } from './messages.ts';
import { refundCancelledOrder } from './order-refunds.ts';
import { IdParam } from './schemas.ts';

const CancelledSchema = z
  .object({
    orderId: z.string(),
    status: z.literal('CANCELLED'),
    refundedPaise: z.number().int(),
    customerWalletPaise: z.number().int(),
    rewardWalletPaise: z.number().int(),
    giftCardPaise: z.number().int(),
    userId: z.string(),
    balancePaise: z.number().int(),
  })
  .openapi('WalletCancelledOrder');

const route = createRoute({
  method: 'post',
  path: '/wallet/staff/cancel-order/{id}',
  tags: ['wallet', 'staff'],
  summary: 'Cancels an order and refunds every source where it came from: gift cards, reward wallet, customer wallet (staff)',
  ...staffOnly,
  request: { params: IdParam },
  responses: jsonResponses('Cancelled', answerOf(CancelledSchema), [401, 403, 404, 409]),
});

/**
 * `POST /wallet/staff/cancel-order/{id}` (staff token), one transaction: the order row locked, CANCELLED, its
 * open balance payments FAILED, its seats given back, and all it was paid refunded where it came from
 * (`refundCancelledOrder`: gift card parts to their cards, reward spends to the reward wallet, the rest —
 * provider, offline, customer wallet — to the customer wallet). A second cancel is 409.
 */
export function staffCancelOrderRoute({ db, now, seats, giftCards }: Pick<WalletDeps, 'db' | 'now' | 'seats' | 'giftCards'>) {
  return createRouter().openapi(route, async (c) => {
    const id = c.req.valid('param').id;
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw new ApiError(404, MSG.orderNotFound);
      if (order.status === 'CANCELLED') throw new ApiError(409, MSG.alreadyCancelled);
      if (order.status === 'COMPLETED') throw new ApiError(409, MSG.completedOrder);
      await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, id));
      await tx.update(payments).set({ status: 'FAILED', failureReason: 'order cancelled' }).where(and(eq(payments.orderId, id), eq(payments.status, 'CREATED')));
      if (order.departureId) await seats.release(tx, order.departureId, order.passengers.length);
      const refund = await refundCancelledOrder(tx, order, giftCards.returnOrderParts, at);
      return { orderId: id, status: 'CANCELLED' as const, userId: order.userId, ...refund };
    });
    return c.json(ok(MSG.orderCancelled, answer), 200);
  });
}
