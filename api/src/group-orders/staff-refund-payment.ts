import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { groupSharePayments } from '../db/schema/group-orders.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { GroupOrderIdParam } from './schemas.ts';

const RefundedSchema = z
  .object({ paymentId: z.string(), userId: z.string(), amountPaise: z.number().int(), transactionId: z.string(), balancePaise: z.number().int() })
  .openapi('GroupSharePaymentRefund');

const route = createRoute({
  method: 'post',
  path: '/group-orders/staff/refund-payment/{id}',
  tags: ['group-orders', 'staff'],
  summary: "Refunds a REFUND_DUE share payment to its payer's customer wallet (staff)",
  ...staffOnly,
  request: { params: GroupOrderIdParam },
  responses: jsonResponses('Refunded', answerOf(RefundedSchema), [401, 403, 404, 409]),
});

/**
 * `POST /group-orders/staff/refund-payment/{id}` (staff token; `{id}` a share payment): in ONE transaction the
 * payment row locked, a REFUND_DUE payment not yet refunded is marked refunded and its whole amount credited to
 * the payer's `customer` wallet (a REFUND of the ledger). Anything else — open, paid, failed, refunded — is 409.
 */
export function staffRefundSharePaymentRoute({ db, now, wallet }: Pick<GroupOrdersDeps, 'db' | 'now' | 'wallet'>) {
  return createRouter().openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const at = now();
    const answer = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(groupSharePayments).where(eq(groupSharePayments.id, id)).for('update');
      if (!payment) throw new ApiError(404, MSG.paymentNotFound);
      if (payment.status !== 'REFUND_DUE' || payment.refundedAt !== null) throw new ApiError(409, MSG.nothingToRefund);
      await tx.update(groupSharePayments).set({ refundedAt: at }).where(eq(groupSharePayments.id, id));
      const posted = await wallet.refund(tx, { userId: payment.userId, amountPaise: payment.amountPaise, description: 'Refund of a group order share payment that could not be used' }, at);
      return { paymentId: id, userId: payment.userId, amountPaise: payment.amountPaise, ...posted };
    });
    return c.json(ok(MSG.refunded, answer), 200);
  });
}
