import type { BlogResolvers } from '../../generated/resolvers-types.ts';
import { cardOf, destinationOf, detailOf, relatedOf } from '../content/articles.ts';
import { contentItemFields } from '../content/content-item.ts';
import { blogLoaders } from './loaders.ts';

/** A blog post: the `ContentItem` fields, the card's fields (loaded by id for a search item), the detail's (by slug). */
export const Blog: BlogResolvers = {
  ...contentItemFields,
  categoryTitle: async (parent, _args, context) => (await cardOf(parent, context.loaders.blogById)).categoryTitle,
  summary: async (parent, _args, context) => (await cardOf(parent, context.loaders.blogById)).summary,
  author: async (parent, _args, context) => (await cardOf(parent, context.loaders.blogById)).author,
  readingMinutes: async (parent, _args, context) => (await cardOf(parent, context.loaders.blogById)).readingMinutes,
  publishedAt: async (parent, _args, context) => (await cardOf(parent, context.loaders.blogById)).publishedAt,
  destination: (parent, _args, context) => destinationOf(parent, context.loaders.blogById, context),
  bodyHtml: async (parent, _args, context) => (await detailOf(parent, context.loaders.blogBySlug, 'Blog', context))?.bodyHtml ?? '',
  related: (parent, _args, context) => relatedOf(parent, blogLoaders(context)),
};
