import type { Resolvers } from '../../generated/resolvers-types.ts';
import { NewsItem } from './news-item.ts';
import { newsQuery } from './query.ts';

/** The news domain: categories, the news connection, an item by slug and `NewsItem`. */
export const newsResolvers: Resolvers = { Query: newsQuery, NewsItem };
