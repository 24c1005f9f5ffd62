import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { cartAnswer, cartRoute, requireCart } from './answer.ts';
import { updateCart } from './cart-store.ts';
import type { CartDeps } from './deps.ts';
import { isValidGstin, normaliseGstin } from '../shared/gstin.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { GstBody } from './schemas.ts';

const route = cartRoute('/cart/gst', "The buyer's GST number and company for the invoice; null clears them", GstBody, [400, 404]);

/** `POST /cart/gst`: a GSTIN with a valid format and check character, or null. */
export function setGstRoute({ db, now, pricing }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const gstNumber = body.gstNumber === null ? null : normaliseGstin(body.gstNumber);
    if (gstNumber !== null && !isValidGstin(gstNumber)) throw new ApiError(400, MSG.gstInvalid);
    const saved = await updateCart(db, userId, { gstNumber, companyName: gstNumber === null ? null : (body.companyName ?? '') }, now());
    if (!saved) throw new ApiError(404, MSG.emptyCart);
    return c.json(cartAnswer(MSG.gstSaved, await requireCart(db, userId, pricing, now())), 200);
  });
}
