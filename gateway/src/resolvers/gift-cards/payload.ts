import type { GatewayContext } from '../../context.ts';
import type { GiftCardPayloadResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { GiftCardModel } from '../../rest/gift-cards/types.ts';

type GiftCardPayload = ResolversTypes['GiftCardPayload'];

/** A change the api made: the card primes this request's loader and `viewer { giftCards }` is read afresh. */
export function giftCardChanged(context: GatewayContext, giftCard: GiftCardModel): GiftCardPayload {
  context.loaders.primeGiftCard(giftCard);
  return { giftCard, userErrors: [] };
}

export const giftCardNotChanged = (userErrors: MutationUserError[]): GiftCardPayload => ({ giftCard: null, userErrors });

/** The viewer after the change; null when signed out. */
export const GiftCardPayload: GiftCardPayloadResolvers = {
  viewer: (_payload, _args, { viewer }) => viewer(),
};
