import { z } from '@hono/zod-openapi';
import { isCalendarDate, ISO_DATE } from '../calendar/dates.ts';
import { ObjectIdSchema } from '../http/query-params.ts';

const source = z.string().max(40).optional().openapi({ example: 'web' });
const returnUrl = z.string().url('must be a URL').max(500, 'must be at most 500 characters').openapi({ example: 'http://localhost:3000/check-out/payment' });
const callbackText = (example: string) => z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters').openapi({ example });

export const InitiateBody = z.object({
  kind: z.enum(['FULL', 'ADVANCE']).default('FULL'),
  returnUrl,
  /** The amount the customer was shown: when it differs from what would be charged, 409 and nothing is held. */
  expectedAmountPaise: z
    .number({ error: 'must be a whole number of paise' })
    .int('must be a whole number of paise')
    .min(1, 'must be at least 1 paisa')
    .optional()
    .openapi({ example: 3_149_790, description: 'The amount shown to the customer (integer paise); 409 when the price changed' }),
  source,
});
export const CompleteBody = z.object({
  paymentId: ObjectIdSchema,
  providerPaymentId: callbackText('test_pay_4f2a9c0b1d'),
  signature: callbackText('4b3d803ddaef51894c3cf4d1d981dc6c760aab1f8a686a2408dbf7347d0bd853'),
  source,
});
export const FailBody = z.object({ paymentId: ObjectIdSchema, reason: z.string().max(500).optional().openapi({ example: 'Cancelled by the customer' }), source });
export const PendingInitiateBody = z.object({ orderId: ObjectIdSchema, returnUrl, source });
export const OfflineBody = z.object({
  orderId: ObjectIdSchema,
  amountPaise: z.number({ error: 'must be a whole number of paise' }).int('must be a whole number of paise').min(100, 'must be at least 100 paise').openapi({ example: 500_000 }),
  reference: z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters').openapi({ example: 'UTR 412345678901' }),
  paidOn: z.string().regex(ISO_DATE, 'must be a date as YYYY-MM-DD').refine(isCalendarDate, 'must be a real calendar date').openapi({ example: '2027-03-01' }),
  source,
});
export const ProofParams = z.object({
  orderId: ObjectIdSchema.openapi({ param: { name: 'orderId', in: 'path' } }),
  paymentId: ObjectIdSchema.openapi({ param: { name: 'paymentId', in: 'path' } }),
  index: z.coerce.number({ error: 'must be 0 to 4' }).int('must be 0 to 4').min(0, 'must be 0 to 4').max(4, 'must be 0 to 4').openapi({ param: { name: 'index', in: 'path' }, example: 0 }),
});
