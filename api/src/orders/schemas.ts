import { z } from '@hono/zod-openapi';
import { paiseField } from '../shared/paise-field.ts';
import { ObjectIdSchema, pageParam } from '../http/query-params.ts';

export const ORDER_STATUSES = ['PROCESSING', 'COMPLETED', 'CANCELLED'] as const;
export const PAYMENT_KINDS = ['FULL', 'ADVANCE', 'BALANCE'] as const;
export const PAYMENT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED', 'REFUND_DUE'] as const;
/** The wallet a payment from the wallet came from (api/CONTRACT.md "Wallet": `wallettype`). */
export const WALLET_TYPES = ['customer', 'reward'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];


export const PaymentSchema = z
  .object({
    _id: z.string(),
    orderId: z.string().nullable(),
    kind: z.enum(PAYMENT_KINDS),
    amountPaise: paiseField('Amount of this payment', 3_149_790),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string().openapi({ description: '`test`, `razorpay`, `offline` or `wallet` (paid from the wallet)', example: 'test' }),
    providerOrderId: z.string(),
    providerPaymentId: z.string().nullable(),
    checkoutUrl: z.string().nullable().openapi({ description: "The test provider's hosted page; null for Razorpay (its checkout script)" }),
    providerKeyId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    refundDuePaise: paiseField('Captured but not used: to be refunded (seats gone, or more than the balance); 0 normally', 0),
    walletType: z
      .enum(WALLET_TYPES)
      .nullable()
      .openapi({ description: "The wallet a `wallet` payment came from: `customer` (the customer's own money) or `reward` (reward credit); null for any other provider", example: null }),
  })
  .openapi('Payment');

export type Payment = z.infer<typeof PaymentSchema>;

/** A gift card's part of what an order was paid (a `gift_card_redemptions` row): the code never leaves masked but its last 4. */
export const OrderGiftCardSchema = z
  .object({
    _id: z.string(),
    codeLast4: z.string().openapi({ description: "The card code's last 4 characters (`GIFT-····-····-····-PW3C` → `PW3C`)", example: 'PW3C' }),
    amountPaise: paiseField('The part of the total the card paid', 500_000),
    createdAt: z.string().openapi({ description: 'When the card paid it (the order was made), ISO instant' }),
    refundedAt: z.string().nullable().openapi({ description: 'When staff cancelled the order and the part went back on the card; null otherwise' }),
  })
  .openapi('OrderGiftCard');

export type OrderGiftCard = z.infer<typeof OrderGiftCardSchema>;

export const OrderSchema = z
  .object({
    _id: z.string(),
    reference: z.string().openapi({ example: 'PT-2027-000123' }),
    status: z.enum(ORDER_STATUSES),
    packageId: z.string(),
    packageSlug: z.string(),
    packageTitle: z.string(),
    departureDate: z.string().openapi({ example: '2027-06-12' }),
    occupancy: z.string(),
    passengers: z.array(
      z.object({ firstname: z.string(), lastname: z.string(), gender: z.string(), dob: z.string(), passengerType: z.string(), pricePaise: paiseField("The traveller's price", 1_499_900) }),
    ),
    couponCode: z.string().nullable(),
    subtotalPaise: paiseField('Sum of the travellers', 2_999_800),
    discountPaise: paiseField('Coupon discount', 0),
    gstPaise: paiseField('GST', 149_990),
    totalPaise: paiseField('Order total', 3_149_790),
    paidPaise: paiseField('Paid so far: the settled payments (less any `refundDuePaise`) and the gift card parts', 3_149_790),
    balancePaise: paiseField('Still due', 0),
    payments: z.array(PaymentSchema),
    giftCardPaise: paiseField('The part gift cards paid: the sum of `giftCards`', 0),
    giftCards: z.array(OrderGiftCardSchema).openapi({ description: 'The gift card parts of what was paid, oldest first' }),
    createdAt: z.string(),
  })
  .openapi('Order');

export type Order = z.infer<typeof OrderSchema>;

export const OrderIdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

const OrderStatusField = z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` });

export const OrdersQuery = z.object({
  status: OrderStatusField.optional().openapi({ param: { name: 'status', in: 'query' } }),
  otype: z.enum(['package'], { error: "must be 'package'" }).default('package').openapi({ param: { name: 'otype', in: 'query' } }),
  page: pageParam,
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(50, 'must be at most 50')
    .default(10)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 10 }),
});

export const CountsQuery = z.object({
  status: z
    .union([OrderStatusField, z.array(OrderStatusField).max(3)])
    .optional()
    .openapi({ param: { name: 'status', in: 'query', style: 'form', explode: true } }),
});

export const CountsSchema = z.record(z.string(), z.number().int()).openapi({ example: { PROCESSING: 1, COMPLETED: 0, CANCELLED: 0 } });
