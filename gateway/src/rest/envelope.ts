import { z } from 'zod';

/**
 * Builds an envelope schema once per item schema: zod 4 compiles an object schema on its first parse, so a fresh
 * envelope per upstream call cost a construction and a compilation each time (a few % of the gateway's CPU).
 */
function memoisedBy<T extends z.ZodType, S>(build: (item: T) => S): (item: T) => S {
  const built = new WeakMap<T, S>();
  return (item) => {
    let schema = built.get(item);
    if (schema === undefined) {
      schema = build(item);
      built.set(item, schema);
    }
    return schema;
  };
}

const buildDataEnvelope = memoisedBy((data: z.ZodType) => z.object({ status: z.number().int(), message: z.string(), data }));

const buildPageEnvelope = memoisedBy((item: z.ZodType) =>
  z.object({
    status: z.number().int(),
    message: z.string(),
    data: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  }),
);

/** `{ status, message, data }`, the envelope of every successful answer. */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  buildDataEnvelope(data) as z.ZodObject<{ status: z.ZodNumber; message: z.ZodString; data: T }>;

/** `{ status, message, data: [...], total, page, limit }`, the envelope of paged lists. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  buildPageEnvelope(item) as z.ZodObject<{
    status: z.ZodNumber;
    message: z.ZodString;
    data: z.ZodArray<T>;
    total: z.ZodNumber;
    page: z.ZodNumber;
    limit: z.ZodNumber;
  }>;

export interface RestPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
