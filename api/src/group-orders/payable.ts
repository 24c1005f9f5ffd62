import type { PayableKind } from '../provider-payments/payable.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { findByProviderOrder } from './payment-store.ts';
import { failSharePayment, settleSharePayment } from './share-payments.ts';

/** Group share payments as a payable of the provider-payments flow: `settleSharePayment` and `failSharePayment`, as the routes. */
export function groupSharePayable(deps: GroupOrdersDeps): PayableKind {
  return {
    name: 'group-share',
    async find(db, provider, providerOrderId) {
      const found = await findByProviderOrder(db, provider, providerOrderId);
      if (!found) return undefined;
      const { payment } = found;
      return { kind: 'group-share', id: payment.id, userId: payment.userId, providerOrderId, amountPaise: payment.amountPaise, returnUrl: payment.returnUrl, open: payment.status === 'CREATED', status: payment.status, orderId: null };
    },
    async succeed(payable, providerPaymentId) {
      const outcome = await settleSharePayment(deps, payable.userId, payable.id, providerPaymentId);
      return { applied: outcome.refund === null, message: outcome.refund ?? MSG.paymentSucceeded, orderId: null };
    },
    async fail(payable, reason) {
      await failSharePayment(deps, payable.userId, payable.id, reason);
      return { applied: true, message: MSG.paymentFailed, orderId: null };
    },
  };
}
