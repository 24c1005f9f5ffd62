import { fetchCart } from '../rest/cart/cart.ts';
import type { CartModel } from '../rest/cart/types.ts';
import type { RestClient } from '../rest/http.ts';
import { valueOrNull } from './absent.ts';

/**
 * The caller's cart: one `GET /cart` per request however many fields ask, none for a visitor. A cart mutation
 * primes it with the cart it answered; a payment resets it (the api empties the cart when it makes the order).
 */
export function createCartLoaders(client: RestClient, userToken: string | null) {
  let current: Promise<CartModel | null> | undefined;
  const viewerCart = (): Promise<CartModel | null> => {
    current ??= userToken === null ? Promise.resolve(null) : fetchCart(client).then(valueOrNull);
    return current;
  };
  const primeCart = (cart: CartModel | null): void => {
    current = Promise.resolve(cart);
  };
  const resetCart = (): void => {
    current = undefined;
  };
  return { viewerCart, primeCart, resetCart };
}
