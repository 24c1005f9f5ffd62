import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import { departures } from '../db/schema/departures.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import { cartAnswer, cartRoute } from './answer.ts';
import { findGiftCard } from './gift-card.ts';
import { loadBookablePackage, loadCartRow, loadOwnTravellers, saveCart } from './cart-store.ts';
import { couponProblem, findCoupon } from './coupons.ts';
import type { CartDeps } from './deps.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { occupancyOf, priceCart } from './quote.ts';
import { AddToCartBody } from './schemas.ts';

const route = cartRoute('/cart/add', 'Puts a booking (package, date, occupancy, travellers) in the cart, replacing what was there', AddToCartBody, [400, 404, 409]);

/**
 * `POST /cart/add`: every check passes before anything is written; a refused coupon saves nothing. Expired
 * seat holds of the date are given back first (their own transactions), so abandoned payments never hide seats.
 * The cart's GST details are kept (only `/cart/gst` changes them).
 */
export function addToCartRoute({ db, now, pricing, releaseExpiredHolds }: CartDeps) {
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const at = now();
    const pkg = await loadBookablePackage(db, body.packageID);
    if (!pkg) throw new ApiError(404, MSG.packageNotFound);
    const departureOn = () => db.select().from(departures).where(and(eq(departures.packageId, pkg.id), eq(departures.startDate, body.yatraDate)));
    const [found] = await departureOn();
    if (found) await releaseExpiredHolds(db, [found.id], at);
    const [departure] = found ? await departureOn() : [];
    const table = (await loadPriceTables(db, [pkg.id])).get(pkg.id);
    if (!departure || departure.startDate <= todayInIndia(at) || !table || table.packagePrice.length === 0) throw new ApiError(400, MSG.dateNotAvailable);
    const occupancy = body.occupancy ?? table.packagePrice[0]!.title;
    if (!occupancyOf(table, occupancy)) {
      const titles = table.packagePrice.map((row) => row.title).join(', ');
      throw new ApiError(400, `Invalid body field 'occupancy': must be one of ${titles}`);
    }
    const travellers = await loadOwnTravellers(db, userId, body.PassengerList);
    if (travellers.length > departure.seatsLeft || departure.seatsLeft === 0) throw new ApiError(409, MSG.seatsLeft(departure.seatsLeft));
    const coupon = body.couponCode ? await findCoupon(db, body.couponCode) : undefined;
    const existing = await loadCartRow(db, userId);
    const gst = existing?.gstNumber ? { gstNumber: existing.gstNumber, companyName: existing.companyName ?? '' } : null;
    // A gift card applied earlier stays with the new booking, like the GST details.
    const card = existing?.giftCardId ? await findGiftCard(db, existing.giftCardId) : undefined;
    const giftCard = card?.code ? { id: card.id, code: card.code, balancePaise: card.balancePaise } : undefined;
    const cartId = randomBytes(12).toString('hex');
    const quote = priceCart({ cartId, pkg, table, departure, occupancy, travellers, coupon, gst, giftCard, settings: pricing, now: at });
    if (body.couponCode) {
      const problem = couponProblem(coupon, quote.cart.subtotalPaise, at);
      if (problem) throw new ApiError(400, problem);
    }
    await saveCart(db, {
      userId,
      id: cartId,
      departureId: departure.id,
      occupancy,
      travellerIds: body.PassengerList,
      couponCode: coupon?.code ?? null,
      gstNumber: existing?.gstNumber ?? null,
      companyName: existing?.companyName ?? null,
      giftCardId: giftCard?.id ?? null,
      updatedAt: at,
    });
    return c.json(cartAnswer(MSG.saved, quote.cart), 200);
  });
}
