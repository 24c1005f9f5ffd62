import type { Resolvers } from '../../generated/resolvers-types.ts';
import { addToCartMutation } from './add-to-cart.ts';
import { applyCouponMutation } from './apply-coupon.ts';
import { Cart, OccupancyOption } from './cart.ts';
import { CartTraveller } from './cart-traveller.ts';
import { CartPayload } from './payload.ts';
import { removeCouponMutation } from './remove-coupon.ts';
import { setCartGstDetailsMutation } from './set-cart-gst-details.ts';
import { ViewerCart } from './viewer.ts';

/** The cart domain (REST `/cart*`): `Viewer.cart`, `Cart` and its four mutations. */
export const cartResolvers: Resolvers = {
  Mutation: { ...addToCartMutation, ...applyCouponMutation, ...removeCouponMutation, ...setCartGstDetailsMutation },
  Viewer: ViewerCart,
  Cart,
  OccupancyOption,
  CartTraveller,
  CartPayload,
};
