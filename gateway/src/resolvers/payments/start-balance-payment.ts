import { startBalancePaymentInput } from '../../domain/payments/inputs.ts';
import { startBalancePaymentRefusal } from '../../domain/payments/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { initiateBalancePayment } from '../../rest/payments/payments.ts';
import { paymentNotStarted, paymentStarted } from './payloads.ts';

export const startBalancePaymentMutation: Pick<MutationResolvers, 'startBalancePayment'> = {
  startBalancePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: startBalancePaymentInput(context.config.webOrigin),
      signedIn: context.userToken !== null,
      call: ({ orderId, returnPath }) =>
        initiateBalancePayment(context.rest, { orderId, returnUrl: returnPath, source: context.config.sourceCode }),
      refusal: startBalancePaymentRefusal,
      succeed: (payment) => paymentStarted(context, payment),
      fail: paymentNotStarted,
    }),
};
