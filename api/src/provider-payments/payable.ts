import type { Db } from '../db/client.ts';

/** The kinds of things paid through the provider, each completed by its own domain. */
export type PayableKindName = 'booking' | 'gift-card' | 'group-share';

/** One provider order as the provider page and the webhook see it, whatever it pays for. */
export type Payable = {
  kind: PayableKindName;
  /** Our id: the payment's, the gift card's or the share payment's (the return URL's `paymentId`). */
  id: string;
  userId: string;
  providerOrderId: string;
  amountPaise: number;
  returnUrl: string | null;
  /** Still payable at the provider's page (the test page refuses closed ones). */
  open: boolean;
  status: string;
  /** The order it made (bookings), else null. */
  orderId: string | null;
};

/** What completing a payable led to: `applied` false when the money bought nothing (REFUND_DUE, logged for staff). */
export type Completion = { applied: boolean; message: string; orderId: string | null };

/**
 * A domain's side of the one provider-payment flow (bookings: payments/, gift cards: gift-cards/, group shares:
 * group-orders/), registered by app.ts with the provider page and the Razorpay webhook. `succeed` and `fail`
 * run the very functions of the domain's own success/fail routes (a 409 ApiError when they refuse), so a
 * webhook and the customer's callback, in any order or at once, complete a payable once.
 */
export type PayableKind = {
  readonly name: PayableKindName;
  find(db: Db, provider: 'test' | 'razorpay', providerOrderId: string): Promise<Payable | undefined>;
  succeed(payable: Payable, providerPaymentId: string): Promise<Completion>;
  fail(payable: Payable, reason: string): Promise<Completion>;
};

/** The payable of a provider order, asking each kind in turn. */
export async function findPayable(db: Db, kinds: readonly PayableKind[], provider: 'test' | 'razorpay', providerOrderId: string): Promise<{ kind: PayableKind; payable: Payable } | undefined> {
  for (const kind of kinds) {
    const payable = await kind.find(db, provider, providerOrderId);
    if (payable) return { kind, payable };
  }
  return undefined;
}
