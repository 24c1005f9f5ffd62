import type { z } from 'zod';

/** The messages `schema` reports for `field` when parsing `values` (empty when the field is fine). */
export function messagesFor(schema: z.ZodType, values: unknown, field: string): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}
