import { z } from 'zod';
import { cartChangeRefusal } from '../../domain/cart/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { removeCartCoupon } from '../../rest/cart/cart.ts';
import { cartChanged, cartNotChanged } from './payload.ts';

export const removeCouponMutation: Pick<MutationResolvers, 'removeCoupon'> = {
  removeCoupon: (_root, _args, context) =>
    runMutationStep({
      input: {},
      schema: z.object({}),
      signedIn: context.userToken !== null,
      call: () => removeCartCoupon(context.rest, { source: context.config.sourceCode }),
      refusal: cartChangeRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
};
