import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const packageQuery: Pick<QueryResolvers, 'package'> = {
  package: (_root, { slug }, { loaders }) => loaders.packageBySlug.load(slug),
};
