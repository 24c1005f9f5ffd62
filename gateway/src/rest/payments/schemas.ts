import { z } from 'zod';
import { dataEnvelope } from '../envelope.ts';
import { orderSchema } from '../orders/schemas.ts';
import { paymentSchema } from './payment-schema.ts';

/** `initiate`, `pending-initiate`, `fail`: the payment. */
export const paymentAnswer = dataEnvelope(paymentSchema);

/** `success`, `pending-success`: the payment and the order it made or paid. */
export const paymentResultAnswer = dataEnvelope(z.object({ payment: paymentSchema, order: orderSchema }));
