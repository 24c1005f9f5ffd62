import type { PackageResolvers } from '../../generated/resolvers-types.ts';
import { shortListSize } from '../content/articles.ts';

const DEFAULT_COUNT = 3;
const MAX_COUNT = 12;

/** `Package.blogs(first)`: the newest posts about the package's first category (one `/blogs?destination=` call). */
export const packageBlogs: Pick<PackageResolvers, 'blogs'> = {
  blogs: async (parent, { first }, { loaders }) => {
    const limit = shortListSize(first, DEFAULT_COUNT, MAX_COUNT);
    const destination = parent.category[0].slug;
    return (await loaders.blogPage.load({ category: null, destination, page: 1, limit })).items;
  },
};
