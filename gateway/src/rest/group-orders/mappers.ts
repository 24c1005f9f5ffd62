/** Codegen mappers of the group-orders domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const groupOrdersMappers = {
  GroupOrder: '../rest/group-orders/types.ts#GroupOrderModel',
  GroupOrderShare: '../rest/group-orders/types.ts#GroupOrderShareModel',
  GroupOrderShareCart: '../rest/group-orders/types.ts#ShareCartModel',
  GroupShareTraveller: '../rest/group-orders/types.ts#ShareTravellerModel',
  GroupSharePayment: '../rest/group-orders/types.ts#SharePaymentModel',
};
