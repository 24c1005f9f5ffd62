import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../envelope.ts';
import { paiseSchema } from '../paise.ts';

const packageRefSchema = z.object({ _id: z.string().min(1), slug: z.string(), title: z.string(), image: z.string() });

/** `GroupOrderShare` of CONTRACT.md "Group orders (issue 13)". */
export const groupOrderShareSchema = z.object({
  _id: z.string().min(1),
  position: z.number().int(),
  member: z.string(),
  memberName: z.string().nullable(),
  persons: z.number().int().positive(),
  travellersAdded: z.number().int().nonnegative(),
  occupancy: z.string(),
  totalPaise: paiseSchema,
  paidPaise: paiseSchema,
  status: z.enum(['PAID', 'UNPAID', 'CANCELLED']),
  paidAt: z.string().nullable(),
  isMine: z.boolean(),
});

/** `GroupOrder`: the group order with every share (one call answers them all). */
export const groupOrderSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  /** Absent from an api older than issue 13's cancel: OPEN. */
  status: z.enum(['OPEN', 'CANCELLED']).default('OPEN'),
  cancelledAt: z.string().nullable().default(null),
  organiser: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string() }),
  isOrganiser: z.boolean(),
  packageDetails: packageRefSchema,
  yatraDate: z.string(),
  persons: z.number().int(),
  shares: z.array(groupOrderShareSchema),
  paidShares: z.number().int(),
  totalPaise: paiseSchema,
  paidPaise: paiseSchema,
  balancePaise: paiseSchema,
  createdAt: z.string(),
});

/** `GroupShareCart`: the caller's own share priced like a cart. */
export const shareCartSchema = z.object({
  _id: z.string().min(1),
  groupOrderId: z.string(),
  packageDetails: packageRefSchema,
  yatraDate: z.string(),
  persons: z.number().int(),
  occupancy: z.string(),
  occupancyOptions: z.array(z.object({ title: z.string(), adultPricePaise: paiseSchema })),
  PassengerList: z.array(
    z.object({ passengerId: z.string().nullable(), firstname: z.string(), lastname: z.string(), gender: z.string(), dob: z.string(), passengerType: z.string(), pricePaise: paiseSchema }),
  ),
  gst: z.object({ gstNumber: z.string(), companyName: z.string() }).nullable(),
  gstRatePercent: z.number(),
  subtotalPaise: paiseSchema,
  discountPaise: paiseSchema,
  gstPaise: paiseSchema,
  totalPaise: paiseSchema,
  paidPaise: paiseSchema,
  status: z.enum(['PAID', 'UNPAID', 'CANCELLED']),
});

export const sharePaymentSchema = z.object({
  _id: z.string().min(1),
  groupOrderId: z.string(),
  shareId: z.string(),
  amountPaise: paiseSchema,
  status: z.enum(['CREATED', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']),
  provider: z.string(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  providerKeyId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const groupOrderAnswer = dataEnvelope(groupOrderSchema);
export const groupOrderPageAnswer = pageEnvelope(groupOrderSchema);
export const shareCartAnswer = dataEnvelope(shareCartSchema);
export const sharePaymentAnswer = dataEnvelope(sharePaymentSchema);
export const sharePaymentResultAnswer = dataEnvelope(z.object({ payment: sharePaymentSchema, groupOrder: groupOrderSchema }));

export const groupOrderCancelledAnswer = z.object({ message: z.string().optional(), data: z.object({ _id: z.string(), seatsReleased: z.number().int() }) });
