import { z } from 'zod';
import { applyGiftCardInput } from '../../domain/gift-cards/inputs.ts';
import { applyGiftCardRefusal } from '../../domain/gift-cards/refusals.ts';
import { cartChangeRefusal } from '../../domain/cart/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { applyCartGiftCard, removeCartGiftCard } from '../../rest/cart/cart.ts';
import { cartChanged, cartNotChanged } from '../cart/payload.ts';

/** `applyGiftCard` and `removeGiftCard`: the cart's answer, as the coupon mutations give it. */
export const cartGiftCardMutations: Pick<MutationResolvers, 'applyGiftCard' | 'removeGiftCard'> = {
  applyGiftCard: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: applyGiftCardInput,
      signedIn: context.userToken !== null,
      call: ({ code }) => applyCartGiftCard(context.rest, { code, source: context.config.sourceCode }),
      refusal: applyGiftCardRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
  removeGiftCard: (_root, _args, context) =>
    runMutationStep({
      input: {},
      schema: z.object({}),
      signedIn: context.userToken !== null,
      call: () => removeCartGiftCard(context.rest, { source: context.config.sourceCode }),
      refusal: cartChangeRefusal,
      succeed: (cart) => cartChanged(context, cart),
      fail: cartNotChanged,
    }),
};
