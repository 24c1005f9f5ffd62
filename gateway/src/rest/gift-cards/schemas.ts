import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';
import { paiseSchema } from '../paise.ts';

/** `GiftCard` of CONTRACT.md "Gift cards (issue 13)". */
export const giftCardSchema = z.object({
  _id: z.string().min(1),
  amountPaise: paiseSchema,
  balancePaise: paiseSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  paymentMethod: z.string().nullable(),
  provider: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** Razorpay's key id for its checkout (absent from an older api: null). */
  providerKeyId: z.string().nullable().default(null),
  code: z.string().nullable(),
  sent: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const giftCardAnswer = dataEnvelope(giftCardSchema);
export const userGiftCardsAnswer = dataEnvelope(z.object({ sent: z.array(giftCardSchema), received: z.array(giftCardSchema) }));
