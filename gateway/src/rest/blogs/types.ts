import type { z } from 'zod';
import type { ContentItemModel } from '../content/types.ts';
import type { blogCardSchema, blogDetailSchema } from './schemas.ts';

export type BlogCardModel = z.infer<typeof blogCardSchema>;
export type BlogDetailModel = z.infer<typeof blogDetailSchema>;

/**
 * The `Blog` parent: a search result or `/content` item (the `ContentItem` fields only), a card of a list, or
 * a detail. Fields a parent lacks are loaded (the card by id, the detail by slug).
 */
export type BlogModel = ContentItemModel | BlogCardModel | BlogDetailModel;
