import type { Db } from '../db/client.ts';
import type { Mailer } from '../messaging/senders.ts';

/** The payment provider as gift cards use it (the payments domain's provider, handed in by app.ts). */
export type GiftCardProvider = {
  readonly name: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<{ providerOrderId: string; checkoutUrl: string | null }>;
  verifySignature(callback: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
};

export type GiftCardsDeps = {
  db: Db;
  now: () => Date;
  /** Delivers the code to the recipient (the outbox by default). */
  mailer: Mailer;
  provider: GiftCardProvider;
  /** PAYMENT_RETURN_ORIGINS: a returnUrl must be a page of one of them. */
  isAllowedReturnUrl(url: string): boolean;
};
