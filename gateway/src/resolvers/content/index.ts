import type { Resolvers } from '../../generated/resolvers-types.ts';
import { ContentItem, contentItemFields } from './content-item.ts';

/**
 * The content interface: what blogs, news and collections share (search results, cards, `node`). Each concrete
 * type's own fields live in its domain folder (`blogs/`, `news/`), which spreads `contentItemFields`; until they
 * do, the interface fields resolve here.
 */
export const contentResolvers: Resolvers = {
  ContentItem,
  Collection: contentItemFields,
};
