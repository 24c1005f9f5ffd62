import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { creditWallet } from './credit.ts';
import type { WalletDeps } from './deps.ts';
import { WALLET_MESSAGES as MSG } from './messages.ts';
import { IdParam } from './schemas.ts';
import { StaffPostingSchema } from './staff-schemas.ts';
import { SYSTEM_ACCOUNTS } from './wallet-types.ts';

const route = createRoute({
  method: 'post',
  path: '/wallet/staff/refund-payment/{id}',
  tags: ['wallet', 'staff'],
  summary: "Refunds a payment's `refundDuePaise` to its payer's customer wallet (staff)",
  ...staffOnly,
  request: { params: IdParam },
  responses: jsonResponses('Refunded', answerOf(StaffPostingSchema), [401, 403, 404, 409]),
});

/**
 * `POST /wallet/staff/refund-payment/{id}` (staff token): a REFUND_DUE payment (or the part of a balance payment
 * above the balance) goes to the payer's `customer` wallet; the payment row, locked, keeps its status and its
 * `refundDuePaise` becomes 0, so a second refund is 409 (and the ledger allows one REFUND per payment).
 */
export function staffRefundPaymentRoute({ db, now }: Pick<WalletDeps, 'db' | 'now'>) {
  return createRouter().openapi(route, async (c) => {
    const id = c.req.valid('param').id;
    const posted = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      if (!payment) throw new ApiError(404, MSG.paymentNotFound);
      if (payment.refundDuePaise <= 0) throw new ApiError(409, MSG.nothingToRefund);
      await tx.update(payments).set({ refundDuePaise: 0 }).where(eq(payments.id, id));
      const posting = { userId: payment.userId, walletType: 'customer' as const, system: SYSTEM_ACCOUNTS.unappliedPayments, amountPaise: payment.refundDuePaise, kind: 'REFUND' as const, description: 'Refund of a payment that could not be used', orderId: payment.orderId, paymentId: id };
      return creditWallet(tx, posting, now());
    });
    return c.json(ok(MSG.refunded, posted), 200);
  });
}
