import { createRoute, type z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError, type ErrorStatus } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { userOnly } from '../http/user-routes.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { quoteCart } from './cart-store.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { CartAnswerSchema, type Cart } from './schemas.ts';

/** `{ status, message, data: { data: cart } }` (spec: `data.data`). */
export const cartAnswer = (message: string, cart: Cart | null) => ({ status: 200, message, data: { data: cart } });

/** A 🔒 cart route with a JSON body, answering the cart. */
export function cartRoute<T extends z.ZodType>(path: string, summary: string, body: T, errors: ErrorStatus[]) {
  return createRoute({
    method: 'post',
    path,
    tags: ['cart'],
    summary,
    ...userOnly,
    request: jsonBody(body),
    responses: jsonResponses('The cart', CartAnswerSchema, [401, ...errors]),
  });
}

/** The caller's cart priced now; a 404 `Your cart is empty` when there is none. */
export async function requireCart(db: Db, userId: string, pricing: PricingSettings, now: Date): Promise<Cart> {
  const quote = await quoteCart(db, userId, pricing, now);
  if (!quote) throw new ApiError(404, MSG.emptyCart);
  return quote.cart;
}
