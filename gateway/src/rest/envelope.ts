import { z } from 'zod';

/** `{ status, message, data }`, the envelope of every successful answer. */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), message: z.string(), data });

/** `{ status, message, data: [...], total, page, limit }`, the envelope of paged lists. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.number().int(),
    message: z.string(),
    data: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });

export interface RestPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
