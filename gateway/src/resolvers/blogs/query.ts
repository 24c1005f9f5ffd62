import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { articleBySlug, articleConnection, contentCategories } from '../content/articles.ts';
import { blogLoaders } from './loaders.ts';

export const blogsQuery: Pick<QueryResolvers, 'blogCategories' | 'blogCategory' | 'blogs' | 'blog'> = {
  blogCategories: (_root, _args, context) => contentCategories('/blogs', blogLoaders(context).categories),
  blogCategory: async (_root, { slug }, context) =>
    (await contentCategories('/blogs', blogLoaders(context).categories)).find((category) => category.slug === slug) ?? null,
  blogs: (_root, args, context) => articleConnection(args, blogLoaders(context).page),
  blog: (_root, { slug }, context) => articleBySlug(slug, blogLoaders(context).bySlug),
};
