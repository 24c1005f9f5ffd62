import { z } from '@hono/zod-openapi';
import { ApiError } from './errors.ts';

export const ObjectIdSchema = z
  .string()
  .regex(/^[0-9a-f]{24}$/, 'must be a 24-character lowercase hex id')
  .openapi({ example: '5f1c0a9e8b3d4c2a1f0e9d8c' });

export const SlugSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[a-z0-9-]+$/, 'must contain only lowercase letters, digits and hyphens')
  .openapi({ example: 'kailash-mansarovar' });

export const MAX_BATCH = 100;

/** A query value given once (`id[]=a`) or repeated (`id[]=a&id[]=b`). */
export function repeatable<T extends z.ZodType>(item: T, name: string) {
  return z
    .union([item, z.array(item).max(MAX_BATCH, `must list at most ${MAX_BATCH} values`)])
    .optional()
    .openapi({ param: { name, in: 'query', style: 'form', explode: true } });
}

/** Merges the `key[]` and `key` spellings of a repeatable query value; more than MAX_BATCH values is a 400. */
export function listOf<T>(name: string, ...values: (T | T[] | undefined)[]): T[] {
  const list = values.flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  if (list.length > MAX_BATCH) throw new ApiError(400, `Invalid query parameter '${name}': must list at most ${MAX_BATCH} values`);
  return list;
}

export const repeatableIds = (name: string) => repeatable(ObjectIdSchema, name);
export const repeatableSlugs = (name: string) => repeatable(SlugSchema, name);

/** The query of a batch-by-slug route: `slug[]=a&slug[]=b` (or `slug=`), 1..MAX_BATCH slugs. */
export const slugBatchQuery = z.object({ 'slug[]': repeatableSlugs('slug[]'), slug: repeatableSlugs('slug') });

/** The slugs of a batch-by-slug query; none at all is a 400. */
export function requiredSlugs(query: z.infer<typeof slugBatchQuery>): string[] {
  const slugs = listOf('slug[]', query['slug[]'], query.slug);
  if (slugs.length === 0) throw new ApiError(400, "Invalid query parameter 'slug[]': must list at least one slug");
  return slugs;
}

export const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional()
    .openapi({ param: { name, in: 'query' }, type: 'string', enum: ['true', 'false'] });

export const pageParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100_000, 'must be at most 100000')
  .default(1)
  .openapi({ param: { name: 'page', in: 'query' }, example: 1 });

export const limitParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(100, 'must be at most 100')
  .default(12)
  .openapi({ param: { name: 'limit', in: 'query' }, example: 12 });
