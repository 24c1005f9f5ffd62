import { completeGiftCardPaymentInput } from '../../domain/gift-cards/inputs.ts';
import { giftCardPaymentRefusal } from '../../domain/gift-cards/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { completeGiftCardPayment } from '../../rest/gift-cards/gift-cards.ts';
import { giftCardChanged, giftCardNotChanged } from './payload.ts';

export const completeGiftCardPaymentMutation: Pick<MutationResolvers, 'completeGiftCardPayment'> = {
  completeGiftCardPayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: completeGiftCardPaymentInput,
      signedIn: context.userToken !== null,
      call: ({ giftCardId, ...answer }) => completeGiftCardPayment(context.rest, { GiftcartId: giftCardId, ...answer, source: context.config.sourceCode }),
      refusal: giftCardPaymentRefusal,
      succeed: (card) => giftCardChanged(context, card),
      fail: giftCardNotChanged,
    }),
};
