import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import type { PaymentRow } from '../db/schema/payments.ts';

type OrderState = { id: string; userId: string; status: 'PROCESSING' | 'COMPLETED' | 'CANCELLED'; totalPaise: number; paidPaise: number; departureId: string | null; passengers: unknown[] };

/**
 * What the wallet routes take: the app's db and clock, and the orders and seats functions of those domains,
 * handed in by `app.ts` (like the payments domain's ports) so that this domain imports no other.
 */
export type WalletDeps<Order = unknown, Payment = unknown> = {
  db: Db;
  now: () => Date;
  orders: {
    /** The caller's order (404 otherwise), locked for update when asked. */
    findOwn(db: Db, userId: string, orderId: string, lock?: boolean): Promise<OrderState>;
    /** Adds a settled payment to a locked order; refuses to pass the total. */
    addPaid(tx: Db, orderId: string, amountPaise: number): Promise<void>;
    load(db: Db, userId: string, orderId: string): Promise<Order>;
    /** The payment as answered, naming the wallet it came from. */
    toPayment(row: PaymentRow, walletType: 'customer' | 'reward'): Payment;
    schemas: { order: z.ZodType<Order>; payment: z.ZodType<Payment> };
  };
  /** Gives a cancelled order's seats back to its departure. */
  seats: { release(tx: Db, departureId: string, count: number): Promise<unknown> };
  /** Puts a cancelled order's gift card parts back on their cards; answers the paise returned (gift-cards domain). */
  giftCards: { returnOrderParts(tx: Db, orderId: string, at: Date): Promise<number> };
};
