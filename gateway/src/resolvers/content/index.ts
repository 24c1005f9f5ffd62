import type { Resolvers } from '../../generated/resolvers-types.ts';
import { ContentItem } from './content-item.ts';

/**
 * The content interface: what blogs, news and collections share (search results, cards, `node`). Each concrete
 * type resolves in its domain folder (`blogs/`, `news/`, `collections/`), spreading `contentItemFields`.
 */
export const contentResolvers: Resolvers = {
  ContentItem,
};
