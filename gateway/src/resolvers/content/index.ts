import type { Resolvers } from '../../generated/resolvers-types.ts';
import { ContentItem } from './content-item.ts';

/** The content domain: blogs, news and collections (`ContentItem`). */
export const contentResolvers: Resolvers = { ContentItem };
