import { z } from 'zod';

/** A blog post, news item or collection as `/content` answers it (and as search results are normalised to). */
export const contentItemSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  kind: z.enum(['blog', 'news', 'collection']),
  category: z.string().nullable(),
  image: z.string(),
});
