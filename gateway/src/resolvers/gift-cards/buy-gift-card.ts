import { buyGiftCardInput } from '../../domain/gift-cards/inputs.ts';
import { buyGiftCardRefusal } from '../../domain/gift-cards/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addGiftCard } from '../../rest/gift-cards/gift-cards.ts';
import { giftCardChanged, giftCardNotChanged } from './payload.ts';

export const buyGiftCardMutation: Pick<MutationResolvers, 'buyGiftCard'> = {
  buyGiftCard: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: buyGiftCardInput,
      signedIn: context.userToken !== null,
      call: ({ amount, ...recipient }) => addGiftCard(context.rest, { amountPaise: amount, ...recipient, source: context.config.sourceCode }),
      refusal: buyGiftCardRefusal,
      succeed: (card) => giftCardChanged(context, card),
      fail: giftCardNotChanged,
    }),
};
