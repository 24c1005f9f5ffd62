import { failPaymentInput } from '../../domain/payments/inputs.ts';
import { paymentResultRefusal } from '../../domain/payments/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { failPayment } from '../../rest/payments/payments.ts';
import { paymentNotSettled, paymentSettled } from './payloads.ts';

export const failPaymentMutation: Pick<MutationResolvers, 'failPayment'> = {
  failPayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: failPaymentInput,
      signedIn: context.userToken !== null,
      call: ({ paymentId, reason }) =>
        failPayment(context.rest, { paymentId, ...(reason === undefined ? {} : { reason }), source: context.config.sourceCode }),
      refusal: paymentResultRefusal,
      succeed: (payment) => paymentSettled(context, { payment, order: null }),
      fail: paymentNotSettled,
    }),
};
