import type { QueryResolvers } from '../../generated/resolvers-types.ts';

export const trendingQuery: Pick<QueryResolvers, 'trending'> = {
  trending: (_root, _args, { loaders }) => loaders.trending(),
};
