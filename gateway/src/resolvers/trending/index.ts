import type { Resolvers } from '../../generated/resolvers-types.ts';
import { trendingQuery } from './query.ts';

/** The trending domain: `Query.trending`. */
export const trendingResolvers: Resolvers = { Query: trendingQuery };
