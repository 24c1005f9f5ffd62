/** The pricing settings of the api's environment (GST_RATE_PERCENT, PART_PAYMENT_PERCENT: src/env.ts). */
export type PricingSettings = { gstRatePercent: number; partPaymentPercent: number };

export const DEFAULT_PRICING: PricingSettings = { gstRatePercent: 5, partPaymentPercent: 25 };
