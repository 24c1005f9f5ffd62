import { z } from 'zod';

/** An amount in paise as every `…Paise` field of CONTRACT.md holds it: an integer, never a float. */
export const paiseSchema = z.number().int().nonnegative();
