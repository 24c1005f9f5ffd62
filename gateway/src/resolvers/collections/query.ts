import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const collectionsQuery: Pick<QueryResolvers, 'collections' | 'collection'> = {
  collections: (_root, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), (page) => loaders.collectionsPage.load(page)),
  collection: (_root, { slug }, { loaders }) => loaders.collectionBySlug.load(slug),
};
