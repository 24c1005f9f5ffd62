import { z } from 'zod';
import { articleCardFields } from '../content/articles.ts';

/** A blog card (CONTRACT.md `BlogCard`), tagged `kind: 'blog'` so the `ContentItem` fields read it like a search item. */
const blogCardObject = z.object({
  ...articleCardFields,
  author: z.string(),
  readingMinutes: z.number().int().nonnegative(),
});

export const blogCardSchema = blogCardObject.transform((card) => ({ ...card, kind: 'blog' as const }));

/** A blog detail (`BlogDetail`): the card, its sanitised body and up to 4 related cards. */
export const blogDetailSchema = blogCardObject
  .extend({ bodyHtml: z.string(), related: z.array(blogCardSchema) })
  .transform((detail) => ({ ...detail, kind: 'blog' as const }));
