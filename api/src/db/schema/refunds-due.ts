import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A verified provider payment that settled nothing because our payment was already settled by another one (the
 * bank, UPI app or Razorpay retried and captured twice on one provider order; or the customer's callback and the
 * webhook carry two provider payment ids): its money is due back (docs/security.md §37). One row per provider
 * payment (a replay adds none). `kind` and `payment_id` name our payment: a booking payment, a group share
 * payment, or a gift card. No foreign keys: the record of money owed outlives what it was for.
 */
export const refundDueCaptures = pgTable(
  'refund_due_captures',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'booking' | 'gift-card' | 'group-share'>().notNull(),
    paymentId: text('payment_id').notNull(),
    userId: text('user_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    reason: text('reason').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refund_due_captures_provider_payment_idx').on(t.provider, t.providerPaymentId), index('refund_due_captures_captured_idx').on(t.capturedAt)],
);

export type RefundDueCaptureRow = typeof refundDueCaptures.$inferSelect;
