import { startPaymentInput } from '../../domain/payments/inputs.ts';
import { startPaymentRefusal } from '../../domain/payments/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { initiatePayment } from '../../rest/payments/payments.ts';
import { paymentNotStarted, paymentStarted } from './payloads.ts';

export const startPaymentMutation: Pick<MutationResolvers, 'startPayment'> = {
  startPayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: startPaymentInput(context.config.webOrigin),
      signedIn: context.userToken !== null,
      call: ({ kind, returnPath, expectedAmount }) =>
        initiatePayment(context.rest, {
          kind,
          returnUrl: returnPath,
          source: context.config.sourceCode,
          ...(expectedAmount === undefined ? {} : { expectedAmountPaise: expectedAmount }),
        }),
      refusal: startPaymentRefusal,
      succeed: (payment) => paymentStarted(context, payment),
      fail: paymentNotStarted,
    }),
};
