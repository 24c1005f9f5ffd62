import { z } from '@hono/zod-openapi';
import { contentKinds } from '../db/schema/content.ts';

/** A blog, news item or collection as `GET /content` answers it. */
export const ContentItemSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: z.enum(contentKinds),
    category: z.string().nullable(),
    image: z.string(),
  })
  .openapi('ContentItem');

export type ContentItem = z.infer<typeof ContentItemSchema>;
