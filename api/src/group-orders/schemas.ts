import { z } from '@hono/zod-openapi';
import { isCalendarDate, ISO_DATE } from '../calendar/dates.ts';
import { limitParam, ObjectIdSchema, pageParam } from '../http/query-params.ts';
import { paiseField } from '../shared/paise-field.ts';
import { MAX_TRAVELLERS } from '../shared/traveller-limit.ts';

const source = z.string().max(40).optional().openapi({ example: 'web' });
const PackageRefSchema = z.object({ _id: z.string(), slug: z.string(), title: z.string(), image: z.string() });

export const GroupOrderShareSchema = z
  .object({
    _id: z.string(),
    position: z.number().int(),
    member: z.string().openapi({ description: "The member's mobile or e-mail; masked unless the caller is the organiser or that member", example: '+919812300032' }),
    memberName: z.string().nullable().openapi({ description: "The member's name once they signed in", example: 'Ravi Menon' }),
    persons: z.number().int().openapi({ example: 2 }),
    travellersAdded: z.number().int().openapi({ example: 1 }),
    occupancy: z.string().openapi({ example: 'Twin Sharing' }),
    totalPaise: paiseField("The share's total (unfilled places priced as adults)", 6_300_000),
    paidPaise: paiseField('Paid', 0),
    status: z.enum(['PAID', 'UNPAID', 'CANCELLED']).openapi({ description: 'CANCELLED: an unpaid share of a cancelled group order' }),
    paidAt: z.string().nullable(),
    isMine: z.boolean().openapi({ description: "The caller's own share" }),
  })
  .openapi('GroupOrderShare');

export const GroupOrderSchema = z
  .object({
    _id: z.string(),
    title: z.string().openapi({ example: 'Menon family Varanasi yatra' }),
    status: z.enum(['OPEN', 'CANCELLED']).openapi({ description: 'CANCELLED by its organiser: kept, its unpaid shares CANCELLED and their seats released' }),
    cancelledAt: z.string().nullable(),
    organiser: z.object({ _id: z.string(), firstname: z.string(), lastname: z.string() }),
    isOrganiser: z.boolean(),
    packageDetails: PackageRefSchema,
    yatraDate: z.string().openapi({ example: '2027-02-12' }),
    persons: z.number().int(),
    shares: z.array(GroupOrderShareSchema),
    paidShares: z.number().int(),
    totalPaise: paiseField('Sum of the shares', 18_900_000),
    paidPaise: paiseField('Sum paid', 6_300_000),
    balancePaise: paiseField('total − paid', 12_600_000),
    createdAt: z.string(),
  })
  .openapi('GroupOrder');

export const ShareCartSchema = z
  .object({
    _id: z.string().openapi({ description: "The share's id" }),
    groupOrderId: z.string(),
    packageDetails: PackageRefSchema,
    yatraDate: z.string(),
    persons: z.number().int(),
    occupancy: z.string(),
    occupancyOptions: z.array(z.object({ title: z.string(), adultPricePaise: paiseField('One adult in this occupancy', 6_000_000) })),
    PassengerList: z.array(
      z.object({ passengerId: z.string().nullable(), firstname: z.string(), lastname: z.string(), gender: z.string(), dob: z.string(), passengerType: z.string(), pricePaise: paiseField('Price', 6_000_000) }),
    ),
    gst: z.object({ gstNumber: z.string(), companyName: z.string() }).nullable(),
    gstRatePercent: z.number().int(),
    subtotalPaise: paiseField('Sum of the places', 6_000_000),
    discountPaise: paiseField('Always 0 (no coupons on shares)', 0),
    gstPaise: paiseField('GST', 300_000),
    totalPaise: paiseField('Amount due for the share', 6_300_000),
    paidPaise: paiseField('Paid', 0),
    status: z.enum(['PAID', 'UNPAID', 'CANCELLED']).openapi({ description: 'CANCELLED: an unpaid share of a cancelled group order' }),
  })
  .openapi('GroupShareCart');

export const SharePaymentSchema = z
  .object({
    _id: z.string(),
    groupOrderId: z.string(),
    shareId: z.string(),
    amountPaise: paiseField('Amount', 6_300_000),
    status: z.enum(['CREATED', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']),
    provider: z.string(),
    providerOrderId: z.string(),
    providerPaymentId: z.string().nullable(),
    checkoutUrl: z.string().nullable(),
    providerKeyId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    refundDuePaise: paiseField('Captured money that bought nothing, for staff to refund to the wallet: the amount while REFUND_DUE and not refunded, else 0', 0),
  })
  .openapi('GroupSharePayment');

export type GroupOrder = z.infer<typeof GroupOrderSchema>;
export type GroupOrderShare = z.infer<typeof GroupOrderShareSchema>;
export type ShareCart = z.infer<typeof ShareCartSchema>;
export type SharePayment = z.infer<typeof SharePaymentSchema>;

export const GroupOrderIdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });
export const GroupOrdersQuery = z.object({ page: pageParam, limit: limitParam.default(10) });

const member = z.object({
  contact: z.string().trim().min(3).max(120).openapi({ description: 'A mobile number in international form or an e-mail', example: '+919812300032' }),
  persons: z.number().int().min(1, 'must be at least 1').max(MAX_TRAVELLERS, `must be at most ${MAX_TRAVELLERS}`).openapi({ example: 2 }),
});

export const CreateGroupOrderBody = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters').openapi({ example: 'Menon family Varanasi yatra' }),
  packageID: ObjectIdSchema,
  yatraDate: z.string().regex(ISO_DATE, 'must be a date as YYYY-MM-DD').refine(isCalendarDate, 'must be a real calendar date').openapi({ example: '2027-02-12' }),
  occupancy: z.string().trim().min(1).max(80).optional().openapi({ example: 'Twin Sharing' }),
  members: z.array(member).min(1, 'must list at least one member').max(20, 'must list at most 20 members'),
  source,
});

export const UpdateShareCartBody = z.object({
  occupancy: z.string().trim().min(1).max(80).optional().openapi({ example: 'Twin Sharing' }),
  PassengerList: z
    .array(ObjectIdSchema)
    .max(MAX_TRAVELLERS, `must list at most ${MAX_TRAVELLERS} travellers`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not list a traveller twice'),
  source,
});

export const UpdateShareGstBody = z.object({
  gstNumber: z.string().max(20, 'must be at most 20 characters').nullable().openapi({ example: '27AAPFU0939F1ZV' }),
  companyName: z.string().trim().max(120, 'must be at most 120 characters').optional(),
  source,
});

const callbackText = (example: string) => z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters').openapi({ example });

export const InitSharePaymentBody = z.object({
  groupOrderId: ObjectIdSchema,
  returnUrl: z.string().url('must be a URL').max(500, 'must be at most 500 characters').openapi({ example: 'http://localhost:3000/group-orders/payment' }),
  expectedAmountPaise: z.number().int('must be a whole number of paise').min(1).optional(),
  source,
});
export const SharePaymentSuccessBody = z.object({ paymentId: ObjectIdSchema, providerPaymentId: callbackText('test_pay_4f2a9c0b1d'), signature: callbackText('4b3d803ddaef51894c3cf4d1d981dc6c760aab1f8a686a2408dbf7347d0bd853'), source });
export const SharePaymentFailBody = z.object({ paymentId: ObjectIdSchema, reason: z.string().max(500).optional(), source });
