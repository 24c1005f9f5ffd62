import { completeSharePaymentInput, failSharePaymentInput, startSharePaymentInput } from '../../domain/group-orders/inputs.ts';
import { sharePaymentResultRefusal, startSharePaymentRefusal } from '../../domain/group-orders/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { completeSharePayment, failSharePayment, initSharePayment } from '../../rest/group-orders/group-orders.ts';
import { sharePaymentNotSettled, sharePaymentNotStarted } from './share-payloads.ts';

type Mutations = Pick<MutationResolvers, 'startGroupSharePayment' | 'completeGroupSharePayment' | 'failGroupSharePayment'>;

/** The three share-payment mutations: init, the provider's signed success, a failure. */
export const sharePaymentMutations: Mutations = {
  startGroupSharePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: startSharePaymentInput(context.config.webOrigin),
      signedIn: context.userToken !== null,
      call: ({ groupOrderId, returnPath, expectedAmount }) =>
        initSharePayment(context.rest, { groupOrderId, returnUrl: returnPath, source: context.config.sourceCode, ...(expectedAmount === undefined ? {} : { expectedAmountPaise: expectedAmount }) }),
      refusal: startSharePaymentRefusal,
      succeed: (payment) => ({ payment, userErrors: [] }),
      fail: sharePaymentNotStarted,
    }),
  completeGroupSharePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: completeSharePaymentInput,
      signedIn: context.userToken !== null,
      call: (answer) => completeSharePayment(context.rest, { ...answer, source: context.config.sourceCode }),
      refusal: sharePaymentResultRefusal,
      succeed: ({ payment, groupOrder }) => {
        context.loaders.resetGroupOrders();
        context.loaders.primeGroupOrder(groupOrder);
        return { payment, groupOrder, userErrors: [] };
      },
      fail: sharePaymentNotSettled,
    }),
  failGroupSharePayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: failSharePaymentInput,
      signedIn: context.userToken !== null,
      call: (failure) => failSharePayment(context.rest, { ...failure, source: context.config.sourceCode }),
      refusal: sharePaymentResultRefusal,
      succeed: (payment) => ({ payment, groupOrder: null, userErrors: [] }),
      fail: sharePaymentNotSettled,
    }),
};
