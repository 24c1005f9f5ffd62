import { failGiftCardPaymentInput } from '../../domain/gift-cards/inputs.ts';
import { giftCardPaymentRefusal } from '../../domain/gift-cards/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { failGiftCardPayment } from '../../rest/gift-cards/gift-cards.ts';
import { giftCardChanged, giftCardNotChanged } from './payload.ts';

export const failGiftCardPaymentMutation: Pick<MutationResolvers, 'failGiftCardPayment'> = {
  failGiftCardPayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: failGiftCardPaymentInput,
      signedIn: context.userToken !== null,
      call: ({ giftCardId, reason }) => failGiftCardPayment(context.rest, { GiftcartId: giftCardId, ...(reason ? { reason } : {}), source: context.config.sourceCode }),
      refusal: giftCardPaymentRefusal,
      succeed: (card) => giftCardChanged(context, card),
      fail: giftCardNotChanged,
    }),
};
