import { z } from 'zod';
import { paiseSchema } from '../paise.ts';
import { dataEnvelope, pageEnvelope } from '../envelope.ts';
import { paymentSchema } from '../payments/payment-schema.ts';

export const ORDER_STATUSES = ['PROCESSING', 'COMPLETED', 'CANCELLED'] as const;

const orderTravellerSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(['male', 'female', 'other']),
  dob: z.string(),
  passengerType: z.string(),
  pricePaise: paiseSchema,
});

/** A gift card's part of an order (`Order.giftCards` of CONTRACT.md): its code only as the last 4 characters. */
const orderGiftCardSchema = z.object({
  _id: z.string().min(1),
  codeLast4: z.string(),
  amountPaise: paiseSchema,
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});

/** `Order` of CONTRACT.md (issue 8): a copy of the booking with every amount in paise and its payments. */
export const orderSchema = z.object({
  _id: z.string().min(1),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  packageId: z.string().min(1),
  packageSlug: z.string(),
  packageTitle: z.string(),
  departureDate: z.string(),
  occupancy: z.string(),
  passengers: z.array(orderTravellerSchema),
  couponCode: z.string().nullable(),
  subtotalPaise: paiseSchema,
  discountPaise: paiseSchema,
  gstPaise: paiseSchema,
  totalPaise: paiseSchema,
  paidPaise: paiseSchema,
  balancePaise: paiseSchema,
  payments: z.array(paymentSchema),
  /** The gift card parts of what was paid; none from an api that predates them. */
  giftCardPaise: paiseSchema.default(0),
  giftCards: z.array(orderGiftCardSchema).default([]),
  createdAt: z.string(),
});

export const orderAnswer = dataEnvelope(orderSchema);
export const orderPageAnswer = pageEnvelope(orderSchema);
/** `/get-orders-count`: a count for each status asked. */
export const orderCountsAnswer = dataEnvelope(z.object({ PROCESSING: z.number().int(), COMPLETED: z.number().int(), CANCELLED: z.number().int() }));
