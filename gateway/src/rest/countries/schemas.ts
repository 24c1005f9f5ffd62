import { z } from 'zod';

/** `Country` of CONTRACT.md "Countries and cities". */
export const countrySchema = z.object({ _id: z.string().min(2), name: z.string(), dialCode: z.string(), hasCities: z.boolean() });

/** `City` of CONTRACT.md "Countries and cities". */
export const citySchema = z.object({ _id: z.string().min(1), countryId: z.string(), name: z.string(), state: z.string() });
