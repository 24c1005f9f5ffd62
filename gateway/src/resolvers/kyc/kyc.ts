import type { OrderPassengerDocumentsResolvers, OrderResolvers, ViewerResolvers } from '../../generated/resolvers-types.ts';

/** `Viewer.kyc` and `Viewer.photo`: one `GET /user/kyc` per request for both. */
export const ViewerKyc: Pick<ViewerResolvers, 'kyc' | 'photo'> = {
  kyc: async (_viewer, _args, { loaders }) => (await loaders.viewerKyc())?.kyc ?? null,
  photo: async (_viewer, _args, { loaders }) => (await loaders.viewerKyc())?.photo ?? null,
};

/** `Order.passengerDocuments`: the order's passengers with their KYC and documents (empty when unreadable). */
export const OrderKyc: Pick<OrderResolvers, 'passengerDocuments'> = {
  passengerDocuments: async (order, _args, { loaders }) => {
    const documents = await loaders.orderDocuments.load(order._id);
    return (documents?.passengers ?? []).map((passenger) => ({ ...passenger, orderId: order._id }));
  },
};

/** Not a `Node` (no `node(id:)` for it): an opaque id, unique per order and passenger, so Relay updates it in place. */
export const OrderPassengerDocuments: OrderPassengerDocumentsResolvers = {
  id: (passenger) => Buffer.from(`OrderPassenger:${passenger.orderId}:${passenger.passengerIndex}`).toString('base64url'),
};
