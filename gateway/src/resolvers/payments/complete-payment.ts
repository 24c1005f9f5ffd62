import { confirmRouteOf } from '../../domain/payments/confirm-route.ts';
import { completePaymentInput } from '../../domain/payments/inputs.ts';
import { paymentResultRefusal } from '../../domain/payments/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { confirmPayment } from '../../rest/payments/payments.ts';
import { paymentNotSettled, paymentSettled } from './payloads.ts';

/**
 * Reads the payment's kind first (`paymentById`: one `GET /payment/{id}`, none when this request primed it), then
 * confirms on the route of that kind; nothing depends on how the api answers the wrong route.
 */
export const completePaymentMutation: Pick<MutationResolvers, 'completePayment'> = {
  completePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: completePaymentInput,
      signedIn: context.userToken !== null,
      call: async (answer) => {
        const route = confirmRouteOf(await context.loaders.paymentById.load(answer.paymentId));
        return confirmPayment(context.rest, route, { ...answer, source: context.config.sourceCode });
      },
      refusal: paymentResultRefusal,
      succeed: (result) => paymentSettled(context, result),
      fail: paymentNotSettled,
    }),
};
