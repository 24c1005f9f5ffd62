import { z } from 'zod';
import { paiseSchema } from '../paise.ts';

/** `Payment` of CONTRACT.md (issue 8); `offline` is the provider of a claimed offline balance payment, `wallet` of a balance paid from the wallet (issue 13). */
export const paymentSchema = z.object({
  _id: z.string().min(1),
  orderId: z.string().min(1).nullable(),
  kind: z.enum(['FULL', 'ADVANCE', 'BALANCE']),
  amountPaise: paiseSchema,
  status: z.enum(['CREATED', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']),
  provider: z.enum(['test', 'razorpay', 'offline', 'wallet']),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  providerKeyId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Captured but bought nothing, to be refunded; 0 from an api that predates it in this answer. */
  refundDuePaise: paiseSchema.default(0),
  /** The wallet a `wallet` payment came from (the order answers name it); null otherwise and from an api that predates it. */
  walletType: z.enum(['customer', 'reward']).nullable().default(null),
});
