import { addToCartInput } from '../../domain/cart/inputs.ts';
import { addToCartRefusal } from '../../domain/cart/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addCartItem } from '../../rest/cart/cart.ts';
import { cartChanged, cartNotChanged } from './payload.ts';

export const addToCartMutation: Pick<MutationResolvers, 'addToCart'> = {
  addToCart: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: addToCartInput,
      signedIn: context.userToken !== null,
      call: ({ packageId, date, occupancy, travellerIds, couponCode }) =>
        addCartItem(context.rest, {
          packageID: packageId,
          yatraDate: date,
          ...(occupancy === undefined ? {} : { occupancy }),
          PassengerList: travellerIds,
          ...(couponCode === undefined ? {} : { couponCode }),
          source: context.config.sourceCode,
        }),
      refusal: addToCartRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
};
