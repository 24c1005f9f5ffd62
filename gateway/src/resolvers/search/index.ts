import type { Resolvers } from '../../generated/resolvers-types.ts';
import { searchQuery } from './query.ts';

/** The search domain: `Query.search` over packages and content. */
export const searchResolvers: Resolvers = { Query: searchQuery };
