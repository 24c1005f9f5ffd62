import { encodeGlobalId } from '../../domain/relay/index.ts';
import type { CartGiftCardResolvers, CartResolvers, GiftCardResolvers } from '../../generated/resolvers-types.ts';

/** `GiftCard` over the REST card; amounts in paise (the shared `Money` formats them). */
export const GiftCard: GiftCardResolvers = {
  id: (card) => encodeGlobalId('GiftCard', card._id),
  internalId: (card) => card._id,
  amount: (card) => card.amountPaise,
  balance: (card) => card.balancePaise,
};

export const CartGiftCard: CartGiftCardResolvers = {
  balance: (card) => card.balancePaise,
  applied: (card) => card.appliedPaise,
  remaining: (card) => card.remainingPaise,
};

/** The cart's gift card fields (the cart domain resolves the rest of `Cart`). */
export const CartWithGiftCard: Pick<CartResolvers, 'giftCard' | 'giftCardAmount' | 'amountDue'> = {
  giftCard: (cart) => cart.giftCard,
  giftCardAmount: (cart) => cart.giftCardPaise,
  amountDue: (cart) => cart.amountDuePaise,
};
