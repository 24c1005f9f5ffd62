import type { Resolvers } from '../../generated/resolvers-types.ts';
import { cancelGroupOrderMutation } from './cancel-group-order.ts';
import { createGroupOrderMutation } from './create-group-order.ts';
import { GroupOrder, GroupOrderShare, GroupOrderShareCart, GroupSharePayment, GroupShareTraveller } from './group-order.ts';
import { GroupOrderSharePayload, GroupSharePaymentResultPayload } from './share-payloads.ts';
import { sharePaymentMutations } from './share-payments.ts';
import { updateShareMutations } from './update-share.ts';
import { ViewerGroupOrders } from './viewer.ts';

/** The group-orders domain (REST `/get-group-order*`, `/group-order-passenger/*`, `POST /group-orders`). */
export const groupOrdersResolvers: Resolvers = {
  Viewer: ViewerGroupOrders,
  Mutation: { ...createGroupOrderMutation, ...cancelGroupOrderMutation, ...updateShareMutations, ...sharePaymentMutations },
  GroupOrder,
  GroupOrderShare,
  GroupOrderShareCart,
  GroupShareTraveller,
  GroupSharePayment,
  GroupOrderSharePayload,
  GroupSharePaymentResultPayload,
};
