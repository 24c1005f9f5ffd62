import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import { groupOrders, groupOrderShares, groupSharePayments } from '../db/schema/group-orders.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { releaseShareHolds } from './holds.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { GroupOrderIdParam } from './schemas.ts';

const CancelledSchema = z.object({ _id: z.string(), status: z.literal('CANCELLED'), seatsReleased: z.number().int() }).openapi('CancelledGroupOrder');

const route = createRoute({
  method: 'delete',
  path: '/group-orders/{id}',
  tags: ['group-orders'],
  summary: 'The organiser cancels a group order while none of its shares is paid: it is kept as CANCELLED, its held seats go back',
  ...userOnly,
  request: { params: GroupOrderIdParam },
  responses: jsonResponses('Cancelled', answerOf(CancelledSchema), [401, 404, 409]),
});

/**
 * `DELETE /group-orders/{id}` 🔒 (organiser only; anyone else 404). In ONE transaction: the group order row, then
 * ALL its shares are locked (a share payment completing at the same moment either paid its share first — then
 * 409 — or waits and finds the group CANCELLED: its money REFUND_DUE); the seats still held go back, the shares'
 * open payments become FAILED, and the group order CANCELLED (never deleted). A second cancel is 409.
 */
export function cancelGroupOrderRoute({ db, now, seats }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const { id } = c.req.valid('param');
    const at = now();
    const released = await db.transaction(async (tx) => {
      const [group] = await tx.select().from(groupOrders).where(and(eq(groupOrders.id, id), eq(groupOrders.organiserId, userId))).for('update');
      if (!group) throw new ApiError(404, MSG.notFound);
      if (group.status === 'CANCELLED') throw new ApiError(409, MSG.alreadyCancelled);
      const ofGroup = eq(groupOrderShares.groupOrderId, id);
      const shares = await tx.select({ id: groupOrderShares.id, paidAt: groupOrderShares.paidAt }).from(groupOrderShares).where(ofGroup).orderBy(groupOrderShares.id).for('update');
      if (shares.some((share) => share.paidAt !== null)) throw new ApiError(409, MSG.cancelPaid);
      const count = await releaseShareHolds(tx, seats, group.departureId, ofGroup, at);
      const open = and(inArray(groupSharePayments.shareId, shares.map((share) => share.id)), eq(groupSharePayments.status, 'CREATED'));
      await tx.update(groupSharePayments).set({ status: 'FAILED', failureReason: 'the group order was cancelled' }).where(open);
      await tx.update(groupOrders).set({ status: 'CANCELLED', cancelledAt: at }).where(eq(groupOrders.id, id));
      return count;
    });
    return c.json(ok(MSG.cancelled, { _id: id, status: 'CANCELLED' as const, seatsReleased: released }), 200);
  });
}
