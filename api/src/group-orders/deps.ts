import type { Db } from '../db/client.ts';
import type { PricingSettings } from '../pricing/settings.ts';

/** What a payment provider does for a share (the payments domain's PaymentProvider, handed in by app.ts). */
export type ShareProvider = {
  readonly name: string;
  readonly keyId: string | null;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ providerOrderId: string; checkoutUrl: string | null }>;
  verifySignature(callback: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
};

/** The group orders' dependencies: the app's db and clock, pricing, the seat holds and the payment provider (app.ts). */
export type GroupOrdersDeps = {
  db: Db;
  now: () => Date;
  pricing: PricingSettings;
  seats: {
    hold(tx: Db, departureId: string, count: number): Promise<{ seatsLeft: number } | null>;
    release(tx: Db, departureId: string, count: number): Promise<unknown>;
    seatsLeft(db: Db, departureId: string): Promise<number>;
  };
  /** `holdMinutes`: how long a share's seats stay held once its member starts paying (PAYMENT_HOLD_MINUTES). */
  payments: { provider: ShareProvider; returnOrigins: string[]; holdMinutes: number };
  /** How long an unpaid share's seats stay held after the group order is created (GROUP_ORDER_HOLD_HOURS). */
  holdHours: number;
};
