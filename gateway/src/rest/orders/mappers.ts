/** Codegen mappers of the orders domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const ordersMappers = {
  Order: '../rest/orders/types.ts#OrderModel',
  OrderTraveller: '../rest/orders/types.ts#OrderTravellerModel',
  OrderGiftCard: '../rest/orders/types.ts#OrderGiftCardModel',
  OrderCounts: '../rest/orders/types.ts#OrderCountsModel',
};
