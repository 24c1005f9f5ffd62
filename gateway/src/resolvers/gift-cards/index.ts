import type { Resolvers } from '../../generated/resolvers-types.ts';
import { cartGiftCardMutations } from './apply-gift-card.ts';
import { buyGiftCardMutation } from './buy-gift-card.ts';
import { completeGiftCardPaymentMutation } from './complete-gift-card-payment.ts';
import { failGiftCardPaymentMutation } from './fail-gift-card-payment.ts';
import { CartGiftCard, CartWithGiftCard, GiftCard } from './gift-card.ts';
import { GiftCardPayload } from './payload.ts';
import { startGiftCardPaymentMutation } from './start-gift-card-payment.ts';
import { ViewerGiftCards } from './viewer.ts';

/** The gift-cards domain (REST `/gift-cart/*`, `/card-order/*`, `/cart/*GiftCard`): `Viewer.giftCards`, the cart's card, six mutations. */
export const giftCardsResolvers: Resolvers = {
  Mutation: { ...buyGiftCardMutation, ...startGiftCardPaymentMutation, ...completeGiftCardPaymentMutation, ...failGiftCardPaymentMutation, ...cartGiftCardMutations },
  Viewer: ViewerGiftCards,
  Cart: CartWithGiftCard,
  GiftCard,
  CartGiftCard,
  GiftCardPayload,
};
