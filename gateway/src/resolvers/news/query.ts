import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { articleBySlug, articleConnection, contentCategories } from '../content/articles.ts';
import { newsLoaders } from './loaders.ts';

export const newsQuery: Pick<QueryResolvers, 'newsCategories' | 'news' | 'newsItem'> = {
  newsCategories: (_root, _args, context) => contentCategories('/news', newsLoaders(context).categories),
  news: (_root, args, context) => articleConnection(args, newsLoaders(context).page),
  newsItem: (_root, { slug }, context) => articleBySlug(slug, newsLoaders(context).bySlug),
};
