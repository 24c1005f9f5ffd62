import { setShareGstInput, updateGroupOrderShareInput } from '../../domain/group-orders/inputs.ts';
import { shareRefusal } from '../../domain/group-orders/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { updateShareCart, updateShareGst } from '../../rest/group-orders/group-orders.ts';
import { shareChanged, shareNotChanged } from './share-payloads.ts';

/** `updateGroupOrderShare` → `PUT /group-order-passenger/update-cart/{id}`; `setGroupOrderShareGstDetails` → `update-gst/{id}`. */
export const updateShareMutations: Pick<MutationResolvers, 'updateGroupOrderShare' | 'setGroupOrderShareGstDetails'> = {
  updateGroupOrderShare: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: updateGroupOrderShareInput,
      signedIn: context.userToken !== null,
      call: ({ groupOrderId, travellerIds, occupancy }) =>
        updateShareCart(context.rest, groupOrderId, { PassengerList: travellerIds, ...(occupancy ? { occupancy } : {}), source: context.config.sourceCode }),
      refusal: shareRefusal,
      succeed: (share) => shareChanged(context, share),
      fail: shareNotChanged,
    }),
  setGroupOrderShareGstDetails: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: setShareGstInput,
      signedIn: context.userToken !== null,
      call: ({ groupOrderId, gstNumber, companyName }) =>
        updateShareGst(context.rest, groupOrderId, { gstNumber, ...(companyName ? { companyName } : {}), source: context.config.sourceCode }),
      refusal: shareRefusal,
      succeed: (share) => shareChanged(context, share),
      fail: shareNotChanged,
    }),
};
