import { z } from '@/lib/validation/zod';

/**
 * The query the payment provider returns the customer with (`returnUrl?paymentId=…&providerPaymentId=…
 * &signature=…&status=success|failed`). `paymentId` is the payment's REST `_id` (`globalIdOf` turns it into its global ID).
 */
const paymentReturnSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    paymentId: z.string().min(1).max(200),
    providerPaymentId: z.string().min(1).max(200),
    signature: z.string().min(1).max(512),
  }),
  z.object({
    status: z.literal('failed'),
    paymentId: z.string().min(1).max(200),
    reason: z.string().max(500).optional(),
  }),
]);

export type PaymentReturn = z.infer<typeof paymentReturnSchema>;

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The provider's answer from the page's search params, or null when it is missing or malformed. */
export function parsePaymentReturn(searchParams: SearchParams): PaymentReturn | null {
  const query = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, first(value)]));
  const parsed = paymentReturnSchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}
