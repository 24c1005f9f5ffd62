import { cancelGroupOrderInput } from '../../domain/group-orders/inputs.ts';
import { cancelGroupOrderRefusal } from '../../domain/group-orders/refusals.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { cancelGroupOrder } from '../../rest/group-orders/group-orders.ts';

type CancelPayload = ResolversTypes['CancelGroupOrderPayload'];

/** `cancelGroupOrder` → `DELETE /group-orders/{id}`: the organiser's unpaid group order goes, its seats back. */
export const cancelGroupOrderMutation: Pick<MutationResolvers, 'cancelGroupOrder'> = {
  cancelGroupOrder: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: cancelGroupOrderInput,
      signedIn: context.userToken !== null,
      call: ({ groupOrderId }) => cancelGroupOrder(context.rest, groupOrderId),
      refusal: cancelGroupOrderRefusal,
      succeed: (cancelled): CancelPayload => {
        context.loaders.resetGroupOrders();
        return { cancelledGroupOrderId: encodeGlobalId('GroupOrder', cancelled._id), seatsReleased: cancelled.seatsReleased, userErrors: [] };
      },
      fail: (userErrors): CancelPayload => ({ cancelledGroupOrderId: null, seatsReleased: null, userErrors }),
    }),
};
