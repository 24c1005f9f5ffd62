import type { z } from 'zod';
import type { contentItemSchema } from './schemas.ts';

/** The REST model of a content item: what the content routes answer once validated, the `ContentItem` parent. */
export type ContentItemModel = z.infer<typeof contentItemSchema>;
