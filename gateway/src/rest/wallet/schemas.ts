import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../envelope.ts';
import { paiseSchema } from '../paise.ts';
import { orderSchema } from '../orders/schemas.ts';
import { paymentSchema } from '../payments/payment-schema.ts';

export const WALLET_TYPES = ['customer', 'reward'] as const;

/** `Wallet` of CONTRACT.md "Wallet (issue 13)". */
export const walletSchema = z.object({ walletType: z.enum(WALLET_TYPES), balancePaise: paiseSchema });

/** `WalletTransaction`: its amount is signed (+ in, − out). */
export const walletTransactionSchema = z.object({
  _id: z.string().min(1),
  kind: z.enum(['CREDIT', 'SPEND', 'REFUND']),
  walletType: z.enum(WALLET_TYPES),
  amountPaise: z.number().int(),
  description: z.string(),
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  createdAt: z.string(),
});

export const walletAnswer = dataEnvelope(walletSchema);
export const walletTransactionsAnswer = pageEnvelope(walletTransactionSchema);
/** `POST /wallet/request-to-pay`: the payment, the order and the wallet's balance after. */
export const walletPaymentAnswer = dataEnvelope(z.object({ payment: paymentSchema, order: orderSchema, balancePaise: paiseSchema }));
