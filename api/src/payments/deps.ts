import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import type { PaymentQuote, PaymentRow } from '../db/schema/payments.ts';
import type { PaymentProvider } from '../provider-payments/provider.ts';
import type { TestProvider } from '../provider-payments/test-provider.ts';

export type { PaymentRow };

/** The payment settings of the environment (src/env.ts): provider, hold time, allowed return URLs. */
export type PaymentSettings = {
  /** Creates orders and verifies callbacks: the test provider (default) or Razorpay. */
  provider: PaymentProvider;
  /** The test provider, whose page `/payment-provider/test/{id}` signs with PAYMENT_TEST_SECRET. */
  testProvider: TestProvider;
  /** PAYMENT_HOLD_MINUTES: how long seats stay held for a payment (15). */
  holdMinutes: number;
  /** PAYMENT_MAX_HOLDS_PER_DEPARTURE: seat holds one user may start on one departure in 24 hours without paying (10). */
  maxHoldsPerDeparture: number;
  /** PAYMENT_RETURN_ORIGINS: a returnUrl must start with one of these. */
  returnOrigins: string[];
  /** RAZORPAY_WEBHOOK_SECRET: `POST /payment/webhook/razorpay` verifies `X-Razorpay-Signature` with it; unset, the webhook answers 503. */
  razorpayWebhookSecret?: string;
};

/** A priced cart as the payments domain needs it (from the cart domain, handed in by app.ts). */
export type CheckoutQuote = {
  snapshot: PaymentQuote;
  departureId: string;
  travellerCount: number;
  /** What the provider is paid for the whole booking: the total less the gift card's part. */
  totalPaise: number;
  minimumAdvancePaise: number | null;
};

/**
 * What the payment routes take: the app's db and clock, the settings, and the cart, orders and seat
 * functions of those domains, handed in by `app.ts` so that this domain never imports another one.
 */
export type PaymentsDeps<Order = unknown, Payment = unknown> = {
  db: Db;
  now: () => Date;
  /** Where refunds due are reported (console by default). */
  logger?: Pick<Console, 'warn'>;
  settings: PaymentSettings;
  cart: {
    quote(db: Db, userId: string, now: Date): Promise<CheckoutQuote | null>;
    /** Locks the user's cart row (`FOR UPDATE`): one hold or settlement per cart at a time. */
    lock(tx: Db, userId: string): Promise<void>;
    /** Empties the user's cart unless it changed after `paidFrom`. */
    clear(tx: Db, userId: string, paidFrom: Date): Promise<void>;
    /** Counts one use of the coupon; false when it is used up. */
    consumeCoupon(tx: Db, code: string): Promise<boolean>;
    /** Takes a gift card's part of the total (conditional on its balance); false when it was spent meanwhile. */
    takeGiftCard(tx: Db, giftCardId: string, amountPaise: number): Promise<boolean>;
    /** Records the card's use by the order (same transaction). */
    recordGiftCardUse(tx: Db, giftCardId: string, orderId: string, amountPaise: number, at: Date): Promise<void>;
  };
  seats: {
    hold(tx: Db, departureId: string, count: number): Promise<{ seatsLeft: number } | null>;
    release(tx: Db, departureId: string, count: number): Promise<unknown>;
    seatsLeft(db: Db, departureId: string): Promise<number>;
  };
  orders: {
    create(tx: Db, userId: string, quote: PaymentQuote, paidPaise: number, now: Date): Promise<string>;
    /** After the transaction that created the order committed (its push notification): not awaited, never throws. */
    created?(userId: string, orderId: string): void;
    addPaid(tx: Db, orderId: string, amountPaise: number): Promise<void>;
    /** The caller's order (404 otherwise), locked for update when asked. */
    findOwn(db: Db, userId: string, orderId: string, lock?: boolean): Promise<{ id: string; status: string; totalPaise: number; paidPaise: number }>;
    load(db: Db, userId: string, orderId: string): Promise<Order>;
    toPayment(row: PaymentRow): Payment;
    schemas: { order: z.ZodType<Order>; payment: z.ZodType<Payment> };
  };
};

