import { serverMessageRefusal } from '../../mutations/server-message-refusal.ts';
import { CART_MESSAGES } from './inputs.ts';

/** The `AddToCartInput` field an api refusal of `POST /cart/add` is about, by its message (CONTRACT.md's texts). */
export function addToCartFieldOf(message: string): string | null {
  if (message === CART_MESSAGES.dateUnavailable) return 'date';
  if (/seats? (is|are) left/i.test(message)) return 'travellerIds';
  if (/coupon/i.test(message)) return 'couponCode';
  if (/occupancy/i.test(message)) return 'occupancy';
  if (/traveller|passenger/i.test(message)) return 'travellerIds';
  if (/package/i.test(message)) return 'packageId';
  return null;
}

/** `POST /cart/add`: a date, occupancy or coupon the api refuses, an unknown package or traveller, too few seats (409). */
export const addToCartRefusal = serverMessageRefusal({ fieldOf: addToCartFieldOf });
/** `POST /cart/applyCoupon`: the coupon rule's message on `code`; an empty cart (404) on no field. */
export const applyCouponRefusal = serverMessageRefusal({ 400: 'code' });
/** `POST /cart/removeCoupon`. */
export const cartChangeRefusal = serverMessageRefusal();
/** `POST /cart/gst`: `Invalid GST number` on `gstNumber`. */
export const gstRefusal = serverMessageRefusal({ 400: 'gstNumber' });
