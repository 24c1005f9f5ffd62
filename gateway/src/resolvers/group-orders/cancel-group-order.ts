import { cancelGroupOrderInput } from '../../domain/group-orders/inputs.ts';
import { cancelGroupOrderRefusal } from '../../domain/group-orders/refusals.ts';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { MutationResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { cancelGroupOrder } from '../../rest/group-orders/group-orders.ts';

type CancelPayload = ResolversTypes['CancelGroupOrderPayload'];
/** The payload, with the REST id of the cancelled group order to read it again. */
type Step = CancelPayload & { internalId?: string };

/** `cancelGroupOrder` → `DELETE /group-orders/{id}`: the organiser's unpaid group order is kept CANCELLED, its seats back; the payload reads it again. */
export const cancelGroupOrderMutation: Pick<MutationResolvers, 'cancelGroupOrder'> = {
  cancelGroupOrder: async (_root, { input }, context) => {
    const payload: Step = await runMutationStep({
      input,
      schema: cancelGroupOrderInput,
      signedIn: context.userToken !== null,
      call: ({ groupOrderId }) => cancelGroupOrder(context.rest, groupOrderId),
      refusal: cancelGroupOrderRefusal,
      succeed: (cancelled): Step => {
        context.loaders.resetGroupOrders();
        return { cancelledGroupOrderId: encodeGlobalId('GroupOrder', cancelled._id), internalId: cancelled._id, groupOrder: null, seatsReleased: cancelled.seatsReleased, userErrors: [] };
      },
      fail: (userErrors): Step => ({ cancelledGroupOrderId: null, groupOrder: null, seatsReleased: null, userErrors }),
    });
    const { internalId, ...answer } = payload;
    return internalId ? { ...answer, groupOrder: await context.loaders.groupOrderById.load(internalId) } : answer;
  },
};
