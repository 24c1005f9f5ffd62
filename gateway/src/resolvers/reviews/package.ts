import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { PackageResolvers } from '../../generated/resolvers-types.ts';

/** `Package.reviews` (one call per page) and `Package.rating` (every package of a request in one aggregate call). */
export const Package: Pick<PackageResolvers, 'reviews' | 'rating'> = {
  reviews: (pkg, { format, first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) =>
      loaders.reviewPage.load({
        format: format === 'VIDEO' ? 'video' : 'text',
        featured: false,
        packageId: pkg._id,
        category: null,
        rating: null,
        ...page,
      }),
    ),
  rating: (pkg, _args, { loaders }) => loaders.ratingByPackageId.load(pkg._id),
};
