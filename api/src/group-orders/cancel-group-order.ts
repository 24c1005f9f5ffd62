import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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

const CancelledSchema = z.object({ _id: z.string(), seatsReleased: z.number().int() }).openapi('CancelledGroupOrder');

const route = createRoute({
  method: 'delete',
  path: '/group-orders/{id}',
  tags: ['group-orders'],
  summary: 'The organiser cancels a group order while none of its shares is paid: its held seats go back',
  ...userOnly,
  request: { params: GroupOrderIdParam },
  responses: jsonResponses('Cancelled', answerOf(CancelledSchema), [401, 404, 409]),
});

/**
 * `DELETE /group-orders/{id}` 🔒 (organiser only; anyone else 404). In ONE transaction: the group order row,
 * then its shares are locked (a payment completing at the same moment waits, then finds nothing); a paid share
 * makes it 409; else the seats still held go back and the group order, its shares and their open payments go.
 */
export function cancelGroupOrderRoute({ db, now, seats }: GroupOrdersDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const { id } = c.req.valid('param');
    const released = await db.transaction(async (tx) => {
      const [group] = await tx.select().from(groupOrders).where(and(eq(groupOrders.id, id), eq(groupOrders.organiserId, userId))).for('update');
      if (!group) throw new ApiError(404, MSG.notFound);
      const ofGroup = eq(groupOrderShares.groupOrderId, id);
      const paid = await tx.select({ id: groupOrderShares.id }).from(groupOrderShares).where(and(ofGroup, isNotNull(groupOrderShares.paidAt))).for('update');
      if (paid.length > 0) throw new ApiError(409, MSG.cancelPaid);
      const count = await releaseShareHolds(tx, seats, group.departureId, ofGroup, now());
      // Children first: the foreign keys refuse to drop payment records by cascade (migration 0023).
      const shareIds = tx.select({ id: groupOrderShares.id }).from(groupOrderShares).where(ofGroup);
      await tx.delete(groupSharePayments).where(inArray(groupSharePayments.shareId, shareIds));
      await tx.delete(groupOrderShares).where(ofGroup);
      await tx.delete(groupOrders).where(eq(groupOrders.id, id));
      return count;
    });
    return c.json(ok(MSG.cancelled, { _id: id, seatsReleased: released }), 200);
  });
}
