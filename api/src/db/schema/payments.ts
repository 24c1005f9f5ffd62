import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { departures } from './departures.ts';
import { orders } from './orders.ts';

/** What the customer pays for, priced at initiate; the order is made from this, not from the cart of that later moment. */
export type PaymentQuote = {
  packageId: string;
  packageSlug: string;
  packageTitle: string;
  departureId: string;
  departureDate: string;
  occupancy: string;
  passengers: { firstname: string; lastname: string; gender: string; dob: string; passengerType: string; pricePaise: number }[];
  couponCode: string | null;
  subtotalPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The discount and GST of the same booking without its coupon: used when the coupon is used up at success. */
  withoutCoupon: { discountPaise: number; gstPaise: number; totalPaise: number };
  /** The gift card redeemed with this payment and the part of the total it pays (taken when the order is made). */
  giftCardId?: string | null;
  giftCardPaise?: number;
};

/**
 * Payments through a provider (`test`, `razorpay`) or claimed offline (`offline`). A FULL or ADVANCE payment
 * holds `seats_held` seats of `departure_id` until `hold_expires_at`; `hold_released_at` marks the seats given
 * back (failed, expired or superseded), set by one conditional UPDATE so a hold is released at most once.
 * REFUND_DUE: verified and captured, but nothing could be bought with it (`refund_due_paise` says how much).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'FULL' | 'ADVANCE' | 'BALANCE'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUND_DUE'>().notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    providerKeyId: text('provider_key_id'),
    returnUrl: text('return_url'),
    quote: jsonb('quote').$type<PaymentQuote>(),
    departureId: text('departure_id').references(() => departures.id, { onDelete: 'set null' }),
    seatsHeld: integer('seats_held').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** Money the provider captured that bought nothing (seats gone, balance already paid): staff refund it. */
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    /** Staff refunded `refund_due_paise` at the provider (`PUT /refunds-due/{id}/refunded`): its refund id and when. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Offline claims: the bank or UPI reference and the day it was paid. */
    offlineReference: text('offline_reference'),
    offlinePaidOn: text('offline_paid_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_open_holds_idx').on(t.departureId, t.holdExpiresAt).where(sql`${t.status} = 'CREATED' and ${t.holdReleasedAt} is null`),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_check', sql`${t.amountPaise} > 0 and ${t.seatsHeld} >= 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Proof of an offline payment (a receipt photo or PDF), at most 5 MB, its type sniffed from its bytes. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.index] })],
);
