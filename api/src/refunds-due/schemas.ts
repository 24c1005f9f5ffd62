import { z } from '@hono/zod-openapi';
import { limitParam, pageParam } from '../http/query-params.ts';

export const RefundsDueQuery = z.object({ page: pageParam, limit: limitParam });

export const RefundDueIdParam = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: 'id', in: 'path' }, description: "An item's `_id` from `GET /refunds-due`" }) });

export const MarkRefundedBody = z.object({
  providerRefundId: z.string().trim().min(1).max(100).openapi({ description: "The provider's refund id (e.g. Razorpay's `rfnd_…`), or the bank transfer's reference", example: 'rfnd_FP8QHiV938haTz' }),
});

export const RefundDueSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(['booking', 'gift-card', 'group-share']),
    extraCapture: z.boolean().openapi({ description: 'A second provider payment of a payment already settled (docs/security.md §37); else the payment row itself is refund due' }),
    paymentId: z.string().openapi({ description: "Our payment: the booking payment's, the group share payment's id, or the gift card's" }),
    userId: z.string(),
    amountPaise: z.number().int(),
    provider: z.string(),
    providerOrderId: z.string(),
    providerPaymentId: z.string().nullable(),
    reason: z.string(),
    paidAt: z.string().nullable().openapi({ description: 'When the provider payment was verified (ISO)' }),
  })
  .openapi('RefundDue');

export const MarkedRefundSchema = z.object({ _id: z.string(), providerRefundId: z.string(), refundedAt: z.string() }).openapi('MarkedRefund');
