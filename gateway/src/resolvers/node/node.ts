import { parseGlobalId } from '../../domain/relay/index.ts';
import type { NodeResolvers, QueryResolvers } from '../../generated/resolvers-types.ts';

export const nodeQuery: Pick<QueryResolvers, 'node'> = {
  node: (_root, { id }, { loaders }) => {
    const { type, internalId } = parseGlobalId(id);
    switch (type) {
      case 'Package':
        return loaders.packageById.load(internalId);
      case 'Category':
        return loaders.categoryById.load(internalId);
      case 'ContentItem':
        return loaders.contentById.load(internalId);
    }
  },
};

/** Tells the models apart by a field only each has: content items their `kind`, packages their `prices`. */
export const Node: NodeResolvers = {
  __resolveType: (parent) => {
    if ('kind' in parent) return 'ContentItem';
    if ('prices' in parent) return 'Package';
    return 'Category';
  },
};
