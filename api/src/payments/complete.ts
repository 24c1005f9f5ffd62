import { z } from '@hono/zod-openapi';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { CompleteBody } from './schemas.ts';
import { settle } from './settle.ts';
import { findOwnPayment } from './store.ts';

/** `PUT /payment/success` and `PUT /payment/pending-success`: verify the provider's signature, then settle. */
export function completeRoutes(deps: PaymentsDeps) {
  // `notice`: the success's caveat (a gift card spent meanwhile by another order), also the message; else null.
  const answer = z.object({ payment: deps.orders.schemas.payment, order: deps.orders.schemas.order, notice: z.string().nullable() });
  const handler = (path: string, summary: string) =>
    createRouter().openapi(paymentRoute(path, summary, CompleteBody, answer, [404, 409]), async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const payment = await findOwnPayment(deps.db, userId, body.paymentId);
      const verified =
        payment.provider === deps.settings.provider.name &&
        deps.settings.provider.verifySignature({ providerOrderId: payment.providerOrderId, providerPaymentId: body.providerPaymentId, signature: body.signature });
      if (!verified) throw new ApiError(400, MSG.verificationFailed);
      const outcome = await settle(deps, userId, payment.id, body.providerPaymentId);
      if (outcome.kind === 'refund') throw new ApiError(409, MSG.refundDue);
      const order = await deps.orders.load(deps.db, userId, outcome.payment.orderId!);
      const notice = outcome.kind === 'done' && outcome.note ? outcome.note : null;
      return c.json(ok(notice ?? MSG.succeeded, { payment: deps.orders.toPayment(outcome.payment), order, notice }), 200);
    });
  return createRouter()
    .route('/', handler('/payment/success', 'Completes a booking payment: verifies the signature; the cart becomes an order (PROCESSING)'))
    .route('/', handler('/payment/pending-success', "Completes a balance payment: verifies the signature; the order's balance is paid"));
}
