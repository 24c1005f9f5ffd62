import type { GatewayContext } from '../../context.ts';
import type { PaymentResultPayloadResolvers, ResolversTypes, StartPaymentPayloadResolvers } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { PaymentModel, PaymentResultModel } from '../../rest/payments/types.ts';

type StartPaymentPayload = ResolversTypes['StartPaymentPayload'];
type PaymentResultPayload = ResolversTypes['PaymentResultPayload'];

export function paymentStarted(context: GatewayContext, payment: PaymentModel): StartPaymentPayload {
  context.loaders.primePayments([payment]);
  return { payment, userErrors: [] };
}

export const paymentNotStarted = (userErrors: MutationUserError[]): StartPaymentPayload => ({ payment: null, userErrors });

/**
 * A payment the api confirmed (or recorded as failed): the cart and the orders of this request are read afresh
 * (the api emptied the cart and made or paid the order), the answer's order and payments primed.
 */
export function paymentSettled(context: GatewayContext, result: PaymentResultModel | { payment: PaymentModel; order: null; notice?: null }): PaymentResultPayload {
  context.loaders.resetCart();
  context.loaders.resetOrders();
  if (result.order !== null) {
    context.loaders.orderById.prime(result.order._id, result.order);
    context.loaders.primePayments(result.order.payments);
  }
  context.loaders.primePayments([result.payment]);
  return { payment: result.payment, order: result.order, notice: result.notice ?? null, userErrors: [] };
}

export const paymentNotSettled = (userErrors: MutationUserError[]): PaymentResultPayload => ({ payment: null, order: null, notice: null, userErrors });

/** The viewer after the payment (cart emptied, order counts updated); null when signed out. */
export const PaymentResultPayload: PaymentResultPayloadResolvers = {
  viewer: (_payload, _args, { viewer }) => viewer(),
};

/** The viewer after a start (on a refusal, the cart as the api now prices it); null when signed out. */
export const StartPaymentPayload: StartPaymentPayloadResolvers = {
  viewer: (_payload, _args, { viewer }) => viewer(),
};
