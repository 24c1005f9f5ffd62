import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { packages } from './catalogue.ts';
import { departures } from './departures.ts';

/** A share priced when its payment starts: what the member pays for (src/group-orders/share-pricing.ts). */
export type ShareQuote = {
  occupancy: string;
  passengers: { firstname: string; lastname: string; gender: string; dob: string; passengerType: string; pricePaise: number }[];
  subtotalPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * An organiser's booking of one departure for several people, split into shares. `seats_held` seats of the
 * departure are held for the group at its creation (booking/seat-holds.ts); each unpaid share's seats go back
 * when its hold expires (`group_order_shares.hold_expires_at`), or all of them when the organiser cancels.
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    id: text('id').primaryKey(),
    organiserId: text('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    departureId: text('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'restrict' }),
    seatsHeld: integer('seats_held').notNull(),
    /** CANCELLED by its organiser (kept, with its shares and payments, never deleted). */
    status: text('status').$type<'OPEN' | 'CANCELLED'>().notNull().default('OPEN'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('group_orders_organiser_idx').on(t.organiserId, t.createdAt), check('group_orders_seats_check', sql`${t.seatsHeld} > 0`)],
);

/**
 * One member's part of a group order: `persons` places, filled with the member's own travellers. The member is
 * named by `contact` (E.164 mobile or lower-case e-mail) and becomes `member_id` when that user first signs in.
 * Paid once: `paid_quote` is the priced snapshot the member paid.
 */
export const groupOrderShares = pgTable(
  'group_order_shares',
  {
    id: text('id').primaryKey(),
    groupOrderId: text('group_order_id')
      .notNull()
      .references(() => groupOrders.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    contact: text('contact').notNull(),
    memberId: text('member_id').references(() => users.id, { onDelete: 'set null' }),
    persons: integer('persons').notNull(),
    occupancy: text('occupancy').notNull(),
    travellerIds: jsonb('traveller_ids').$type<string[]>().notNull(),
    gstNumber: text('gst_number'),
    companyName: text('company_name'),
    paidQuote: jsonb('paid_quote').$type<ShareQuote>(),
    paidPaise: integer('paid_paise').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until when the share's seats stay held unpaid (api/CONTRACT.md "Seat holds of group orders"); null: no expiry. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When its unpaid seats went back (the hold expired); held again when its member starts paying. */
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('group_order_shares_hold_idx').on(t.holdExpiresAt).where(sql`${t.paidAt} is null and ${t.holdReleasedAt} is null`),
    uniqueIndex('group_order_shares_contact_idx').on(t.groupOrderId, t.contact),
    index('group_order_shares_member_idx').on(t.memberId),
    index('group_order_shares_unclaimed_idx').on(t.contact).where(sql`${t.memberId} is null`),
    check('group_order_shares_persons_check', sql`${t.persons} between 1 and 20 and ${t.paidPaise} >= 0`),
  ],
);

/** A member's payment of their share through the PaymentProvider; at most one SUCCEEDED per share. */
export const groupSharePayments = pgTable(
  'group_share_payments',
  {
    id: text('id').primaryKey(),
    shareId: text('share_id')
      .notNull()
      .references(() => groupOrderShares.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUND_DUE'>().notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    providerKeyId: text('provider_key_id'),
    returnUrl: text('return_url').notNull(),
    quote: jsonb('quote').$type<ShareQuote>().notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When staff credited a REFUND_DUE payment to its payer's wallet (`POST /group-orders/staff/refund-payment/{id}`). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Staff refunded it at the provider instead (`PUT /refunds-due/{id}/refunded`, which sets `refunded_at` too). */
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    uniqueIndex('group_share_payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('group_share_payments_share_idx').on(t.shareId),
    uniqueIndex('group_share_payments_one_success_idx').on(t.shareId).where(sql`${t.status} = 'SUCCEEDED'`),
    check('group_share_payments_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

export type GroupOrderRow = typeof groupOrders.$inferSelect;
export type ShareRow = typeof groupOrderShares.$inferSelect;
export type SharePaymentRow = typeof groupSharePayments.$inferSelect;
