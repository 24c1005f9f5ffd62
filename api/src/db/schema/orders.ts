import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { departures } from './departures.ts';

export type OrderTravellerRow = { firstname: string; lastname: string; gender: string; dob: string; passengerType: string; pricePaise: number };

/** The number in an order reference `PT-2027-000123`. */
export const orderReferenceSeq = pgSequence('order_reference_seq', { startWith: 1 });

/**
 * A paid booking: a snapshot of what was priced and paid (package, date, travellers and their prices, coupon,
 * totals), so later catalogue or traveller changes never alter it. `paid_paise` grows with each successful
 * payment; the balance is `total_paise - paid_paise`.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    status: text('status').$type<'PROCESSING' | 'COMPLETED' | 'CANCELLED'>().notNull(),
    packageId: text('package_id').notNull(),
    packageSlug: text('package_slug').notNull(),
    packageTitle: text('package_title').notNull(),
    departureId: text('departure_id').references(() => departures.id, { onDelete: 'set null' }),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    occupancy: text('occupancy').notNull(),
    passengers: jsonb('passengers').$type<OrderTravellerRow[]>().notNull(),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paidPaise: integer('paid_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_reference_idx').on(t.reference),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    /** An employee's coupon history: the orders that applied the employee's coupons, by date (src/employees/). */
    index('orders_coupon_created_idx').on(t.couponCode, t.createdAt),
    check('orders_money_check', sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.totalPaise} and ${t.discountPaise} <= ${t.subtotalPaise}`),
  ],
);
