import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';
import { orderSchema } from '../orders/schemas.ts';
import { paymentSchema } from './payment-schema.ts';

/** `initiate`, `pending-initiate`, `fail`: the payment. */
export const paymentAnswer = dataEnvelope(paymentSchema);

/** `success`, `pending-success`: the payment, the order it made or paid, and the success's caveat (or null). */
export const paymentResultAnswer = dataEnvelope(z.object({ payment: paymentSchema, order: orderSchema, notice: z.string().nullable().default(null) }));
