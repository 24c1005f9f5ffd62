import type { z } from 'zod';
import type { paymentSchema } from './payment-schema.ts';
import type { OrderModel } from '../orders/types.ts';

/** The REST payment; the parent of every `Payment` resolver. */
export type PaymentModel = z.infer<typeof paymentSchema>;

/** What `success` and `pending-success` answer. */
export interface PaymentResultModel {
  payment: PaymentModel;
  order: OrderModel;
  /** The api's caveat on the success (a gift card spent meanwhile: its part is due as a balance); null otherwise. */
  notice: string | null;
}

/** The provider's answer the customer came back with (HMAC-SHA256 of `providerOrderId|providerPaymentId`). */
export interface ProviderAnswer {
  paymentId: string;
  providerPaymentId: string;
  signature: string;
}
