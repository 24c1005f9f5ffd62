import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { prefetchCategoryPackages } from './prefetch-packages.ts';

export const categoryQuery: Pick<QueryResolvers, 'menu' | 'category' | 'popularCategories'> = {
  menu: (_root, _args, { loaders }) => loaders.menu(),
  // The stat route answers the summary plus its counts, so a category page needs one call; its packages page
  // goes out at the same time rather than after the stat.
  category: (_root, { slug }, context, info) => {
    const stat = context.loaders.categoryStatBySlug.load(slug);
    prefetchCategoryPackages(slug, info, context);
    return stat;
  },
  popularCategories: (_root, _args, { loaders }) => loaders.popularCategories(),
};
