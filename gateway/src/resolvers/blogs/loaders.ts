import type { GatewayContext } from '../../context.ts';
import type { BlogCardModel, BlogDetailModel } from '../../rest/blogs/types.ts';
import type { ArticleLoaders } from '../content/articles.ts';

/** The blog loaders of a request, in the shape the shared article resolvers take. */
export const blogLoaders = ({ loaders }: GatewayContext): ArticleLoaders<BlogCardModel, BlogDetailModel> => ({
  categories: loaders.blogCategories,
  byId: loaders.blogById,
  bySlug: loaders.blogBySlug,
  page: loaders.blogPage,
});
