import { createGroupOrderInput } from '../../domain/group-orders/inputs.ts';
import { createGroupOrderRefusal } from '../../domain/group-orders/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { createGroupOrder } from '../../rest/group-orders/group-orders.ts';
import { groupOrderNotCreated } from './share-payloads.ts';

/** `createGroupOrder` → `POST /group-orders`: the signed-in user organises it; the new group order is primed. */
export const createGroupOrderMutation: Pick<MutationResolvers, 'createGroupOrder'> = {
  createGroupOrder: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: createGroupOrderInput,
      signedIn: context.userToken !== null,
      call: ({ title, packageId, date, occupancy, members }) =>
        createGroupOrder(context.rest, { title, packageID: packageId, yatraDate: date, ...(occupancy ? { occupancy } : {}), members, source: context.config.sourceCode }),
      refusal: createGroupOrderRefusal,
      succeed: (groupOrder) => {
        context.loaders.resetGroupOrders();
        context.loaders.primeGroupOrder(groupOrder);
        return { groupOrder, userErrors: [] };
      },
      fail: groupOrderNotCreated,
    }),
};
