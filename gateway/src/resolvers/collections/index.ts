import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Collection } from './collection.ts';
import { packageCollections } from './package-collections.ts';
import { collectionsQuery } from './query.ts';

/** The collections domain: `/collections/{slug}` pages, their list, and the collections holding a package. */
export const collectionsResolvers: Resolvers = { Query: collectionsQuery, Collection, Package: packageCollections };
