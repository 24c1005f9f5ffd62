import type { Db } from '../db/client.ts';
import type { Mailer } from '../messaging/senders.ts';
import type { PaymentProvider } from '../provider-payments/provider.ts';

export type GiftCardsDeps = {
  db: Db;
  now: () => Date;
  /** Delivers the code to the recipient (the outbox by default). */
  mailer: Mailer;
  /** The configured provider (provider-payments/: the test provider by default, Razorpay when configured). */
  provider: PaymentProvider;
  /** Where a payment to refund is logged for staff (console by default). */
  logger?: Pick<Console, 'warn'>;
  /** PAYMENT_RETURN_ORIGINS: a returnUrl must be a page of one of them. */
  isAllowedReturnUrl(url: string): boolean;
};
