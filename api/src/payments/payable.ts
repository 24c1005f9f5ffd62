import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import type { PayableKind } from '../provider-payments/payable.ts';
import type { PaymentsDeps } from './deps.ts';
import { failPayment } from './fail.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { settle } from './settle.ts';

/** Bookings (full, advance and balance payments) as a payable of the provider-payments flow: `settle` and `failPayment`, as the routes. */
export function bookingPayable(deps: PaymentsDeps): PayableKind {
  return {
    name: 'booking',
    async find(db, provider, providerOrderId) {
      const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
      return row && { kind: 'booking', id: row.id, userId: row.userId, providerOrderId, amountPaise: row.amountPaise, returnUrl: row.returnUrl, open: row.status === 'CREATED', status: row.status, orderId: row.orderId };
    },
    async succeed(payable, providerPaymentId) {
      const outcome = await settle(deps, payable.userId, payable.id, providerPaymentId);
      return outcome.kind === 'refund' ? { applied: false, message: MSG.refundDue, orderId: null } : { applied: true, message: MSG.succeeded, orderId: outcome.payment.orderId };
    },
    async fail(payable, reason) {
      const row = await failPayment(deps, payable.userId, payable.id, reason);
      return { applied: true, message: MSG.failed, orderId: row.orderId };
    },
  };
}
