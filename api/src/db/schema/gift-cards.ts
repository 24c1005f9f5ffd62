import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * A gift card (the spec's "gift cart"): bought by `buyer_id` for a recipient, paid through the payment provider
 * (`PENDING` → `PAID` or `FAILED`). Once paid it has an unguessable `code` (unique) and a `balance_paise` that
 * only a conditional UPDATE (`balance_paise >= amount`) in an order's transaction lowers.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    /** RESTRICT: deleting the buyer must not take a paid card away from its recipient. */
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Lower case: the recipient's account sees the card under "received" by its e-mail. */
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<'PENDING' | 'PAID' | 'FAILED'>().notNull(),
    /** Spec §9: the gift cart's payment method is `razorpay` (recorded; the provider itself is PAYMENT_PROVIDER). */
    paymentMethod: text('payment_method'),
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** The public key the browser's Razorpay checkout opens with (null for the test provider). */
    providerKeyId: text('provider_key_id'),
    returnUrl: text('return_url'),
    code: text('code'),
    balancePaise: integer('balance_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(t.code),
    uniqueIndex('gift_cards_provider_order_idx').on(t.provider, t.providerOrderId),
    index('gift_cards_buyer_idx').on(t.buyerId, t.createdAt),
    index('gift_cards_recipient_idx').on(t.recipientEmail),
    check('gift_cards_money_check', sql`${t.amountPaise} > 0 and ${t.balancePaise} >= 0 and ${t.balancePaise} <= ${t.amountPaise}`),
  ],
);

/**
 * Every checkout started for a card (`/gift-cart/paymentinit`): an earlier provider order that is paid after a
 * later one was started still verifies, and issues the card's code once (the card row is locked to pay it).
 * Its verified payment is recorded on it: SUCCEEDED for the one that paid the card; REFUND_DUE (its amount in
 * `refund_due_paise`, why in `failure_reason`) for a second one when the card was already paid (docs/security.md §35).
 */
export const giftCardPayments = pgTable(
  'gift_card_payments',
  {
    id: text('id').primaryKey(),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    checkoutUrl: text('checkout_url'),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'CREATED' | 'SUCCEEDED' | 'REFUND_DUE'>().notNull().default('CREATED'),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundDuePaise: integer('refund_due_paise').notNull().default(0),
    failureReason: text('failure_reason'),
    /** Staff refunded a REFUND_DUE checkout at the provider (`PUT /refunds-due/{id}/refunded`): its refund id and when. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('gift_card_payments_provider_order_idx').on(t.provider, t.providerOrderId), index('gift_card_payments_card_idx').on(t.giftCardId)],
);

/** Each use of a card: the order it paid for and how much (the card's ledger). */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: text('id').primaryKey(),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'restrict' }),
    /** RESTRICT: a card's ledger outlives nothing it paid for. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When staff cancelled the order and this part went back on the card (api/src/gift-cards/refund-order.ts). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('gift_card_redemptions_order_idx').on(t.orderId), index('gift_card_redemptions_card_idx').on(t.giftCardId), check('gift_card_redemptions_amount_check', sql`${t.amountPaise} > 0`)],
);

export type GiftCardRow = typeof giftCards.$inferSelect;
