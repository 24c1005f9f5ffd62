import { z } from '@hono/zod-openapi';
import { ObjectIdSchema } from '../http/query-params.ts';
import { paiseField } from '../shared/paise-field.ts';

/** Limits of a gift card's amount, whole rupees (schema/rules/gift-cards.ts keeps the same figures for the forms). */
export const GIFT_CARD_MIN_PAISE = 500_00;
export const GIFT_CARD_MAX_PAISE = 1_00_000_00;

const source = z.string().max(40).optional().openapi({ example: 'web' });
const callbackText = (example: string) => z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters').openapi({ example });

export const AddBody = z.object({
  amountPaise: z
    .number({ error: 'must be a whole number of paise' })
    .int('must be a whole number of paise')
    .min(GIFT_CARD_MIN_PAISE, 'must be at least ₹500')
    .max(GIFT_CARD_MAX_PAISE, 'must be at most ₹1,00,000')
    .refine((paise) => paise % 100 === 0, 'must be whole rupees')
    .openapi({ example: 500_000 }),
  recipientName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(80, 'must be at most 80 characters')
    .refine((name) => !/[\p{Cc}\u2028\u2029]/u.test(name), 'must not contain line breaks or control characters')
    .openapi({ example: 'Meera Iyer' }),
  recipientEmail: z.string().trim().toLowerCase().max(256).pipe(z.email('must be an e-mail address')).openapi({ example: 'meera@example.com' }),
  /** Free text over several lines: the recipient's e-mail quotes it after the code (mail-body.ts). */
  message: z.string().trim().max(300, 'must be at most 300 characters').default('').openapi({ example: 'Har Har Mahadev! For your Kailash yatra.' }),
  source,
});

/** Spec §3/§9: `{ GiftcartId, paymentMethod }`, the method always `razorpay`. */
export const PaymentInitBody = z.object({
  GiftcartId: ObjectIdSchema,
  paymentMethod: z.literal('razorpay', { error: "must be 'razorpay'" }).default('razorpay'),
  returnUrl: z.string().url('must be a URL').max(500, 'must be at most 500 characters').openapi({ example: 'http://localhost:3000/profile/gift-cards/payment' }),
  source,
});
export const SuccessBody = z.object({ GiftcartId: ObjectIdSchema, providerPaymentId: callbackText('test_pay_4f2a9c0b1d'), signature: callbackText('4b3d80…'), source });
export const FailBody = z.object({ GiftcartId: ObjectIdSchema, reason: z.string().max(500).optional(), source });
export const CardIdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

export const GiftCardSchema = z
  .object({
    _id: z.string(),
    amountPaise: paiseField('What the buyer paid', 500_000),
    balancePaise: paiseField('What is left to spend (0 until paid)', 500_000),
    recipientName: z.string(),
    recipientEmail: z.string(),
    message: z.string(),
    status: z.enum(['PENDING', 'PAID', 'FAILED']),
    paymentMethod: z.string().nullable(),
    provider: z.string().nullable(),
    providerOrderId: z.string().nullable(),
    checkoutUrl: z.string().nullable(),
    providerKeyId: z.string().nullable().openapi({ description: "The key the browser's Razorpay checkout opens with (null for the test provider, and once paid)" }),
    code: z.string().nullable().openapi({ description: 'Shown to the buyer and the recipient once paid', example: 'GIFT-7KQ2-M9XD-4HTR-PW3C' }),
    sent: z.boolean().openapi({ description: 'True when the caller bought it; false when it was sent to the caller' }),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi('GiftCard');
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const UserOrdersSchema = z.object({ sent: z.array(GiftCardSchema), received: z.array(GiftCardSchema) });
