import type { GatewayContext } from '../../context.ts';
import type { CartPayloadResolvers, ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';
import type { CartModel } from '../../rest/cart/types.ts';

type CartPayload = ResolversTypes['CartPayload'];

/** A change the api made: its cart primes this request's, so `viewer { cart }` needs no `GET /cart`. */
export function cartChanged(context: GatewayContext, cart: CartModel | null): CartPayload {
  context.loaders.primeCart(cart);
  return { cart, userErrors: [] };
}

export const cartNotChanged = (userErrors: MutationUserError[]): CartPayload => ({ cart: null, userErrors });

/** The viewer, whether the change was made or refused (so a client can show the cart as it stands); null signed out. */
export const CartPayload: CartPayloadResolvers = {
  viewer: (_payload, _args, { viewer }) => viewer(),
};
