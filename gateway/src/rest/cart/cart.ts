import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { cartAnswer } from './schemas.ts';
import type { CartAddRequest, CartGstRequest, CartModel } from './types.ts';

/** One `/cart*` call of CONTRACT.md with the caller's token; answers the cart (null: empty). */
async function cartCall(client: RestClient, method: 'GET' | 'POST', path: string, body?: unknown): Promise<RestOutcome<CartModel | null>> {
  const outcome = await client.send({ method, path, body, answer: cartAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data.data);
}

/** `GET /cart` 🔒: the caller's cart, null when empty. */
export const fetchCart = (client: RestClient) => cartCall(client, 'GET', '/cart');

/** `POST /cart/add` 🔒: replaces the cart with this booking. */
export const addCartItem = (client: RestClient, request: CartAddRequest) => cartCall(client, 'POST', '/cart/add', request);

/** `POST /cart/applyCoupon` 🔒. */
export const applyCartCoupon = (client: RestClient, request: { couponCode: string; source: string }) =>
  cartCall(client, 'POST', '/cart/applyCoupon', request);

/** `POST /cart/removeCoupon` 🔒 (idempotent). */
export const removeCartCoupon = (client: RestClient, request: { source: string }) => cartCall(client, 'POST', '/cart/removeCoupon', request);

/** `POST /cart/gst` 🔒: sets or clears the GST invoice details. */
export const setCartGst = (client: RestClient, request: CartGstRequest) => cartCall(client, 'POST', '/cart/gst', request);

/** `POST /cart/applyGiftCard` 🔒: the card's balance pays part of the total. */
export const applyCartGiftCard = (client: RestClient, request: { code: string; source: string }) => cartCall(client, 'POST', '/cart/applyGiftCard', request);

/** `POST /cart/removeGiftCard` 🔒 (idempotent). */
export const removeCartGiftCard = (client: RestClient, request: { source: string }) => cartCall(client, 'POST', '/cart/removeGiftCard', request);
