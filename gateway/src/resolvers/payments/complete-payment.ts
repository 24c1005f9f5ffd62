import { confirmByKind } from '../../domain/payments/confirm-route.ts';
import { completePaymentInput } from '../../domain/payments/inputs.ts';
import { paymentResultRefusal } from '../../domain/payments/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { confirmPayment } from '../../rest/payments/payments.ts';
import { paymentNotSettled, paymentSettled } from './payloads.ts';

export const completePaymentMutation: Pick<MutationResolvers, 'completePayment'> = {
  completePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: completePaymentInput,
      signedIn: context.userToken !== null,
      call: (answer) => confirmByKind((route) => confirmPayment(context.rest, route, { ...answer, source: context.config.sourceCode })),
      refusal: paymentResultRefusal,
      succeed: (result) => paymentSettled(context, result),
      fail: paymentNotSettled,
    }),
};
