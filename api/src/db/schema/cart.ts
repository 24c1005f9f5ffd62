import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { departures } from './departures.ts';
import { giftCards } from './gift-cards.ts';

/**
 * Seeded discount codes (src/seed/coupons.ts). `PERCENT` takes `percent` of the subtotal up to
 * `max_discount_paise`; `FLAT` takes `flat_paise`. `used_count` grows only when a payment succeeds, by one
 * conditional UPDATE (`used_count < max_uses`), so concurrent successes cannot pass the cap.
 */
export const coupons = pgTable(
  'coupons',
  {
    /** Upper case; matched case-insensitively. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind').$type<'PERCENT' | 'FLAT'>().notNull(),
    percent: integer('percent'),
    maxDiscountPaise: integer('max_discount_paise'),
    flatPaise: integer('flat_paise'),
    minBookingPaise: integer('min_booking_paise').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('coupons_kind_check', sql`(${t.kind} = 'PERCENT' and ${t.percent} between 1 and 100) or (${t.kind} = 'FLAT' and ${t.flatPaise} > 0)`),
    check('coupons_uses_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/**
 * One cart per user, holding one booking: a departure, an occupancy, the chosen travellers (ids of the user's
 * own `travellers` rows), a coupon and the buyer's GST details. Prices are never stored here: the cart is
 * priced on every read (src/cart/quote.ts) from the package's price table.
 */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 24 lowercase hex; a new id each time the cart is replaced. */
  id: text('id').notNull(),
  departureId: text('departure_id')
    .notNull()
    .references(() => departures.id, { onDelete: 'cascade' }),
  occupancy: text('occupancy').notNull(),
  travellerIds: jsonb('traveller_ids').$type<string[]>().notNull(),
  couponCode: text('coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
  gstNumber: text('gst_number'),
  companyName: text('company_name'),
  /** A gift card to redeem at check-out (api/src/gift-cards/): its balance pays part of the total. */
  giftCardId: text('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
