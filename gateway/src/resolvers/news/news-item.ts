import type { NewsItemResolvers } from '../../generated/resolvers-types.ts';
import { cardOf, destinationOf, detailOf, relatedOf } from '../content/articles.ts';
import { contentItemFields } from '../content/content-item.ts';
import { newsLoaders } from './loaders.ts';

/** A news item: the `ContentItem` fields, the card's fields (loaded by id for a search item), the detail's (by slug). */
export const NewsItem: NewsItemResolvers = {
  ...contentItemFields,
  categoryTitle: async (parent, _args, context) => (await cardOf(parent, context.loaders.newsById)).categoryTitle,
  summary: async (parent, _args, context) => (await cardOf(parent, context.loaders.newsById)).summary,
  publishedAt: async (parent, _args, context) => (await cardOf(parent, context.loaders.newsById)).publishedAt,
  destination: (parent, _args, context) => destinationOf(parent, context.loaders.newsById, context),
  bodyHtml: async (parent, _args, context) => (await detailOf(parent, context.loaders.newsBySlug, 'NewsItem', context))?.bodyHtml ?? '',
  related: (parent, _args, context) => relatedOf(parent, newsLoaders(context)),
};
