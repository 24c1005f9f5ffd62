/** Codegen mappers of the gift-cards domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const giftCardsMappers = {
  GiftCard: '../rest/gift-cards/types.ts#GiftCardModel',
  ViewerGiftCards: '../rest/gift-cards/types.ts#UserGiftCardsModel',
  CartGiftCard: '../rest/gift-cards/types.ts#CartGiftCardModel',
};
