import type { PackageResolvers } from '../../generated/resolvers-types.ts';

/** `Package.collections`: one `/collections?packageId=` per distinct package of the operation (see the loader). */
export const packageCollections: Pick<PackageResolvers, 'collections'> = {
  collections: (parent, _args, { loaders }) => loaders.collectionsByPackageId.load(parent._id),
};
