import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const categoryQuery: Pick<QueryResolvers, 'menu' | 'category' | 'popularCategories'> = {
  menu: (_root, _args, { loaders }) => loaders.menu(),
  // The stat route answers the summary plus its counts, so a category page needs one call.
  category: (_root, { slug }, { loaders }) => loaders.categoryStatBySlug.load(slug),
  popularCategories: (_root, _args, { loaders }) => loaders.popularCategories(),
};
