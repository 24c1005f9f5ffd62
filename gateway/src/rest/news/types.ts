import type { z } from 'zod';
import type { ContentItemModel } from '../content/types.ts';
import type { newsCardSchema, newsDetailSchema } from './schemas.ts';

export type NewsCardModel = z.infer<typeof newsCardSchema>;
export type NewsDetailModel = z.infer<typeof newsDetailSchema>;

/** The `NewsItem` parent: a search result or `/content` item, a card of a list, or a detail (see `BlogModel`). */
export type NewsItemModel = ContentItemModel | NewsCardModel | NewsDetailModel;
