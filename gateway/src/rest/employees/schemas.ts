import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../envelope.ts';
import { ORDER_STATUSES } from '../orders/schemas.ts';
import { paiseSchema } from '../paise.ts';

/** CONTRACT.md "Employees": `EmployeeCoupon`. */
export const employeeCouponSchema = z.object({
  code: z.string().min(1),
  description: z.string(),
  kind: z.enum(['PERCENT', 'FLAT']),
  percent: z.number().int().nullable(),
  maxDiscountPaise: paiseSchema.nullable(),
  flatPaise: paiseSchema.nullable(),
  minBookingPaise: paiseSchema,
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  assignedAt: z.string(),
});

const customerSchema = z.object({ firstname: z.string().nullable(), lastname: z.string().nullable() });

/** `EmployeeCouponUse`: a customer's order that applied the employee's coupon. */
export const couponUseSchema = z.object({
  orderId: z.string().min(1),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  couponCode: z.string(),
  packageId: z.string(),
  packageTitle: z.string(),
  departureDate: z.string(),
  customer: customerSchema,
  travellerCount: z.number().int(),
  discountPaise: paiseSchema,
  totalPaise: paiseSchema,
  createdAt: z.string(),
});

/** `EmployeeOrder`: names and money, no contact details. */
export const employeeOrderSchema = z.object({
  _id: z.string().min(1),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  couponCode: z.string(),
  packageId: z.string(),
  packageSlug: z.string(),
  packageTitle: z.string(),
  departureDate: z.string(),
  occupancy: z.string(),
  customer: customerSchema,
  passengers: z.array(z.object({ firstname: z.string(), lastname: z.string(), passengerType: z.string() })),
  subtotalPaise: paiseSchema,
  discountPaise: paiseSchema,
  gstPaise: paiseSchema,
  totalPaise: paiseSchema,
  paidPaise: paiseSchema,
  balancePaise: paiseSchema,
  createdAt: z.string(),
});

export const employeeCouponsAnswer = dataEnvelope(z.array(employeeCouponSchema));
export const couponHistoryAnswer = pageEnvelope(couponUseSchema);
export const employeeOrderAnswer = dataEnvelope(employeeOrderSchema);
