import { startGiftCardPaymentInput } from '../../domain/gift-cards/inputs.ts';
import { giftCardPaymentRefusal } from '../../domain/gift-cards/refusals.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { initGiftCardPayment } from '../../rest/gift-cards/gift-cards.ts';
import { giftCardChanged, giftCardNotChanged } from './payload.ts';

export const startGiftCardPaymentMutation: Pick<MutationResolvers, 'startGiftCardPayment'> = {
  startGiftCardPayment: (_root, { input }, context) =>
    runMutationStep({
      input,
      schema: startGiftCardPaymentInput(context.config.webOrigin),
      signedIn: context.userToken !== null,
      call: ({ giftCardId, returnPath }) => initGiftCardPayment(context.rest, { GiftcartId: giftCardId, returnUrl: returnPath, source: context.config.sourceCode }),
      refusal: giftCardPaymentRefusal,
      succeed: (card) => giftCardChanged(context, card),
      fail: giftCardNotChanged,
    }),
};
