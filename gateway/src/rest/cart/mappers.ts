/** Codegen mappers of the cart domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const cartMappers = {
  Cart: '../rest/cart/types.ts#CartModel',
  CartTraveller: '../rest/cart/types.ts#CartTravellerModel',
  OccupancyOption: '../rest/cart/types.ts#OccupancyOptionModel',
};
