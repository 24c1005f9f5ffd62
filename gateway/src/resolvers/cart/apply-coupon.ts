import { applyCouponInput } from '../../domain/cart/inputs.ts';
import { applyCouponRefusal } from '../../domain/cart/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { applyCartCoupon } from '../../rest/cart/cart.ts';
import { cartChanged, cartNotChanged } from './payload.ts';

export const applyCouponMutation: Pick<MutationResolvers, 'applyCoupon'> = {
  applyCoupon: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: applyCouponInput,
      signedIn: context.userToken !== null,
      call: ({ code }) => applyCartCoupon(context.rest, { couponCode: code, source: context.config.sourceCode }),
      refusal: applyCouponRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
};
