import { z } from 'zod';
import { packageCardSchema } from '../catalogue/schemas.ts';

/** `CollectionCard` of CONTRACT.md "Content (issue 11)": list items and `id[]` answers. */
export const collectionCardSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  packageCount: z.number().int().nonnegative(),
  publishedAt: z.string(),
});

/** `CollectionDetail`: the card, its introduction as sanitised HTML and its package cards in order. */
export const collectionDetailSchema = collectionCardSchema.extend({
  bodyHtml: z.string(),
  packages: z.array(packageCardSchema),
});
