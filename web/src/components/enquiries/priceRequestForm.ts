import { z } from '@/lib/validation/zod';
import { countrySchema, dialCodeOf, nationalNumber, priceRequestSchema } from '@/lib/validation';

/** The price popup's form: the spec §5 price request rules, plus the country picked for the number. */
export const priceRequestFormSchema = priceRequestSchema.extend({ country: countrySchema }).transform((values) => ({
  ...values,
  mobile: nationalNumber(values.phone),
  countryCode: dialCodeOf(values.country),
}));

export type PriceRequestDraft = z.input<typeof priceRequestFormSchema>;
export type PriceRequestData = z.output<typeof priceRequestFormSchema>;

/** Which field of the form a gateway user error's `field` (an input field of `createPriceEnquiry`) belongs to. */
export function priceRequestFieldOf(field: string | null): 'name' | 'email' | 'phone' | null {
  if (field === 'name' || field === 'email') return field;
  if (field === 'mobile' || field === 'countryCode') return 'phone';
  return null;
}
