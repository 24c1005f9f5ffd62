import { z } from 'zod';

/** The payment entity of a Razorpay webhook (only the fields this site reads). */
export const RazorpayPaymentEntity = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().min(1).max(100).nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  error_description: z.string().max(500).nullable().optional(),
});

export type RazorpayPaymentEntity = z.infer<typeof RazorpayPaymentEntity>;

/** Any event: its name, and the payment entity when it carries one (payment.* and order.paid do). */
export const RazorpayEvent = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({ payment: z.object({ entity: RazorpayPaymentEntity }).optional() }).passthrough(),
});

/** The events this site acts on: a captured payment makes the order; a failed one releases the seats. */
export const CAPTURED_EVENTS: ReadonlySet<string> = new Set(['payment.captured', 'order.paid']);
export const FAILED_EVENT = 'payment.failed';
