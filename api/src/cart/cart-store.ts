import { and, eq, inArray, lte } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import type { Db } from '../db/client.ts';
import { carts } from '../db/schema/cart.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { travellers } from '../db/schema/travellers.ts';
import { ApiError } from '../http/errors.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import { findCoupon } from './coupons.ts';
import { findGiftCard } from './gift-card.ts';
import { CART_MESSAGES as MSG } from './messages.ts';
import { priceCart, type Quote, type QuoteInputs, type QuotePackage } from './quote.ts';

export type CartRow = typeof carts.$inferSelect;

export async function loadCartRow(db: Db, userId: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  return row;
}

/** A package that can be booked: listed, not a registration, with a price. */
export async function loadBookablePackage(db: Db, packageId: string): Promise<QuotePackage | undefined> {
  const [row] = await db
    .select({ id: packages.id, slug: packages.slug, title: packages.title, image: packages.image, inrPrice: packages.inrPrice, special: packages.inrPriceSpecial, status: packages.status, isRegistration: packages.isRegistration })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!row || !row.status || row.isRegistration || row.special <= 0) return undefined;
  return { id: row.id, slug: row.slug, title: row.title, image: row.image, inrPrice: row.inrPrice };
}

/** The caller's travellers with these ids, in the order of `ids`; any id not the caller's is a 404. */
export async function loadOwnTravellers(db: Db, userId: string, ids: string[]): Promise<QuoteInputs['travellers']> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(travellers).where(and(eq(travellers.userId, userId), inArray(travellers.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new ApiError(404, MSG.travellerNotFound);
    return row;
  });
}

/** Locks the caller's cart row for the transaction (`FOR UPDATE`; nothing when there is no cart). */
export async function lockCart(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
}

/**
 * Prices the caller's cart now; null when the cart is empty. Travellers deleted since are left out. A cart that
 * can no longer be booked (its date is today or past, the package or date is off sale) is deleted and null.
 */
export async function quoteCart(db: Db, userId: string, settings: PricingSettings, now: Date): Promise<Quote | null> {
  const row = await loadCartRow(db, userId);
  if (!row) return null;
  const [departure] = await db.select().from(departures).where(eq(departures.id, row.departureId));
  const pkg = departure ? await loadBookablePackage(db, departure.packageId) : undefined;
  const table = departure ? (await loadPriceTables(db, [departure.packageId])).get(departure.packageId) : undefined;
  if (!departure || !pkg || !table || table.packagePrice.length === 0 || departure.startDate <= todayInIndia(now)) {
    await db.delete(carts).where(and(eq(carts.userId, userId), eq(carts.id, row.id)));
    return null;
  }
  const saved = row.travellerIds.length === 0 ? [] : await db.select().from(travellers).where(and(eq(travellers.userId, userId), inArray(travellers.id, row.travellerIds)));
  const byId = new Map(saved.map((traveller) => [traveller.id, traveller]));
  const card = row.giftCardId ? await findGiftCard(db, row.giftCardId) : undefined;
  return priceCart({
    cartId: row.id,
    pkg,
    table,
    departure,
    occupancy: row.occupancy,
    travellers: row.travellerIds.flatMap((id) => byId.get(id) ?? []),
    coupon: row.couponCode ? await findCoupon(db, row.couponCode) : undefined,
    gst: row.gstNumber ? { gstNumber: row.gstNumber, companyName: row.companyName ?? '' } : null,
    giftCard: card?.code ? { id: card.id, code: card.code, balancePaise: card.balancePaise } : undefined,
    settings,
    now,
  });
}

/** Replaces the caller's cart (one booking per cart). */
export async function saveCart(db: Db, row: CartRow): Promise<void> {
  const { userId: _userId, ...values } = row;
  await db.insert(carts).values(row).onConflictDoUpdate({ target: carts.userId, set: values });
}

export async function updateCart(db: Db, userId: string, values: Partial<Pick<CartRow, 'couponCode' | 'gstNumber' | 'companyName' | 'giftCardId'>>, now: Date): Promise<boolean> {
  const updated = await db.update(carts).set({ ...values, updatedAt: now }).where(eq(carts.userId, userId)).returning({ id: carts.id });
  return updated.length > 0;
}

/** Empties the cart a payment was made from: only if it was not changed after `paidFrom` (a newer booking stays). */
export async function clearCart(tx: Db, userId: string, paidFrom: Date): Promise<void> {
  await tx.delete(carts).where(and(eq(carts.userId, userId), lte(carts.updatedAt, paidFrom)));
}
