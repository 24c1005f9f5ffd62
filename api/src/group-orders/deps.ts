import type { Db } from '../db/client.ts';
import type { PricingSettings } from '../pricing/settings.ts';
import type { PaymentProvider } from '../provider-payments/provider.ts';
import type { UnpaidHoldLimits } from './unpaid-hold-limits.ts';

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
  payments: { provider: PaymentProvider; returnOrigins: string[]; holdMinutes: number };
  /** How long an unpaid share's seats stay held after the group order is created (GROUP_ORDER_HOLD_HOURS). */
  holdHours: number;
  /** The bounds on seats held for unpaid shares, per organiser and per departure (unpaid-hold-limits.ts). */
  unpaidHoldLimits: UnpaidHoldLimits;
  /** Credits a refunded share payment to its payer's customer wallet (the wallet domain's ledger, handed in by app.ts). */
  wallet: { refund(tx: Db, refund: { userId: string; amountPaise: number; description: string }, at: Date): Promise<{ transactionId: string; balancePaise: number }> };
};
