import { z } from '@hono/zod-openapi';
import { isCalendarDate } from '../calendar/dates.ts';
import { ObjectIdSchema, pageParam } from '../http/query-params.ts';
import { paiseField } from '../shared/paise-field.ts';

/** The order statuses (db/schema/orders.ts); spelled here so that this domain never imports orders/. */
const ORDER_STATUSES = ['PROCESSING', 'COMPLETED', 'CANCELLED'] as const;

export const EmployeeCouponSchema = z
  .object({
    code: z.string().openapi({ example: 'SEVA-ANANYA' }),
    description: z.string(),
    kind: z.enum(['PERCENT', 'FLAT']),
    percent: z.number().int().nullable(),
    maxDiscountPaise: z.number().int().nullable(),
    flatPaise: z.number().int().nullable(),
    minBookingPaise: paiseField('Smallest booking it applies to', 0),
    expiresAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    usedCount: z.number().int(),
    assignedAt: z.string(),
  })
  .openapi('EmployeeCoupon');

const dateParam = (name: string) =>
  z
    .string()
    .refine(isCalendarDate, 'must be a date as YYYY-MM-DD')
    .optional()
    .openapi({ param: { name, in: 'query' }, example: name === 'dtstart' ? '2026-01-01' : '2026-12-31' });

export const HistoryQuery = z.object({
  limit: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(5).openapi({ param: { name: 'limit', in: 'query' }, example: 5 }),
  page: pageParam,
  dtstart: dateParam('dtstart'),
  dtend: dateParam('dtend'),
  filterby: z.enum(['couponcode'], { error: "must be 'couponcode'" }).optional().openapi({ param: { name: 'filterby', in: 'query' } }),
  query: z.string().trim().max(50, 'must be at most 50 characters').optional().openapi({ param: { name: 'query', in: 'query' }, example: 'SEVA-ANANYA' }),
  packageid: ObjectIdSchema.optional().openapi({ param: { name: 'packageid', in: 'query' } }),
});

export type HistoryFilters = z.infer<typeof HistoryQuery>;

const customer = z.object({ firstname: z.string().nullable(), lastname: z.string().nullable() });

export const CouponHistoryEntrySchema = z
  .object({
    orderId: z.string(),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    couponCode: z.string(),
    packageId: z.string(),
    packageTitle: z.string(),
    departureDate: z.string(),
    customer,
    travellerCount: z.number().int(),
    discountPaise: paiseField('Discount the coupon gave', 100_000),
    totalPaise: paiseField('Order total', 3_149_790),
    createdAt: z.string(),
  })
  .openapi('EmployeeCouponUse');

export type CouponHistoryEntry = z.infer<typeof CouponHistoryEntrySchema>;

export const EmployeeOrderSchema = z
  .object({
    _id: z.string(),
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    couponCode: z.string(),
    packageId: z.string(),
    packageSlug: z.string(),
    packageTitle: z.string(),
    departureDate: z.string(),
    occupancy: z.string(),
    customer,
    passengers: z.array(z.object({ firstname: z.string(), lastname: z.string(), passengerType: z.string() })),
    subtotalPaise: paiseField('Sum of the travellers', 2_999_800),
    discountPaise: paiseField('Coupon discount', 100_000),
    gstPaise: paiseField('GST', 149_990),
    totalPaise: paiseField('Order total', 3_149_790),
    paidPaise: paiseField('Paid so far', 3_149_790),
    balancePaise: paiseField('Still due', 0),
    createdAt: z.string(),
  })
  .openapi('EmployeeOrder', { description: "An order that applied one of the employee's coupons: no contact details of the customer" });

export type EmployeeOrder = z.infer<typeof EmployeeOrderSchema>;
