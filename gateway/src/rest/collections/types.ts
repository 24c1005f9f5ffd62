import type { z } from 'zod';
import type { ContentItemModel } from '../content/types.ts';
import type { collectionCardSchema, collectionDetailSchema } from './schemas.ts';

export type CollectionCardModel = z.infer<typeof collectionCardSchema>;
export type CollectionDetailModel = z.infer<typeof collectionDetailSchema>;

/**
 * A `Collection` parent: always the content item fields (what `/content` and search answer), plus the card
 * fields when it came from `/collections`, plus the body and packages when it came from the detail.
 */
export type CollectionModel = ContentItemModel &
  Partial<Omit<CollectionCardModel, keyof ContentItemModel>> &
  Partial<Pick<CollectionDetailModel, 'bodyHtml' | 'packages'>>;
