import type { GatewayContext } from '../../context.ts';
import type { PackageResolvers } from '../../generated/resolvers-types.ts';
import type { PackageModel } from '../../rest/catalogue/types.ts';
import { shortListSize } from '../shared/short-list-size.ts';

const DEFAULT_COUNT = 3;
const MAX_COUNT = 12;

/**
 * The destination posts are filed under: the package's first category, or its top-level category when that one is
 * a sub-category (`kailash-overland` → `kailash-mansarovar`), through the batched category loaders.
 */
async function destinationOf(parent: PackageModel, { loaders }: GatewayContext): Promise<string> {
  const first = parent.category[0].slug;
  const summary = await loaders.categoryBySlug.load(first);
  if (summary?.parentId == null) return first;
  return (await loaders.categoryById.load(summary.parentId))?.slug ?? first;
}

/** `Package.blogs(first)`: the newest posts about the package's destination (one `/blogs?destination=` call). */
export const packageBlogs: Pick<PackageResolvers, 'blogs'> = {
  blogs: async (parent, { first }, context) => {
    const limit = shortListSize(first, DEFAULT_COUNT, MAX_COUNT);
    const destination = await destinationOf(parent, context);
    return (await context.loaders.blogPage.load({ category: null, destination, page: 1, limit })).items;
  },
};
