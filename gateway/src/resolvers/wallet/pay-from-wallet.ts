import { payFromWalletInput, payFromWalletRefusal } from '../../domain/wallet/inputs.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import { mapSuccess } from '../../rest/outcome.ts';
import { requestToPay } from '../../rest/wallet/wallet.ts';

type Payload = ResolversTypes['PayFromWalletPayload'];

/**
 * `Mutation.payFromWallet`: one `POST /wallet/request-to-pay` with the user's token. The answer's order and
 * payment are primed, the wallet's balance primed with the one after; its transactions and the orders are read
 * afresh if the payload asks.
 */
export const payFromWalletMutation: Pick<MutationResolvers, 'payFromWallet'> = {
  payFromWallet: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: payFromWalletInput,
      signedIn: context.userToken !== null,
      call: async ({ orderId, amount, walletType }) =>
        mapSuccess(await requestToPay(context.rest, { orderId, amountPaise: amount, wallettype: walletType, source: context.config.sourceCode }), (paid) => ({ ...paid, walletType })),
      refusal: payFromWalletRefusal,
      succeed: ({ payment, order, balancePaise, walletType }): Payload => {
        const { loaders } = context;
        loaders.resetOrders();
        loaders.resetWallet();
        loaders.orderById.prime(order._id, order);
        loaders.primePayments([...order.payments, payment]);
        loaders.walletBalance.prime(walletType, balancePaise);
        return { order, payment, wallet: { walletType }, userErrors: [] };
      },
      fail: (userErrors: MutationUserError[]): Payload => ({ order: null, payment: null, wallet: null, userErrors }),
    }),
};
